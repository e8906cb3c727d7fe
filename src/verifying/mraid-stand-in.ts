/**
 * A stand-in for the `mraid.js` an MRAID network's container gives an ad (IAB MRAID 2.0/3.0: `getState`, the `ready`
 * event, `open`, the placement's size), for opening a playable outside any network: it is `loading` when the page
 * loads it and becomes `default` and fires `ready` a moment later, as a container does once the ad's page is there.
 * `open(url)` is written to the console (`mraid.open <url>`), since a runner has no store to go to.
 */
export const MRAID_STAND_IN = `(function () {
  'use strict';
  var state = 'loading', listeners = {};
  function fire(event) {
    var args = Array.prototype.slice.call(arguments, 1);
    (listeners[event] || []).slice().forEach(function (listener) { listener.apply(null, args); });
  }
  var size = function () { return { width: window.innerWidth, height: window.innerHeight }; };
  window.mraid = {
    getVersion: function () { return '3.0'; },
    getState: function () { return state; },
    getPlacementType: function () { return 'interstitial'; },
    isViewable: function () { return state !== 'loading'; },
    getMaxSize: size,
    getScreenSize: size,
    getCurrentPosition: function () { var s = size(); return { x: 0, y: 0, width: s.width, height: s.height }; },
    addEventListener: function (event, listener) { (listeners[event] = listeners[event] || []).push(listener); },
    removeEventListener: function (event, listener) {
      listeners[event] = (listeners[event] || []).filter(function (l) { return l !== listener && listener !== undefined; });
    },
    open: function (url) { console.info('mraid.open ' + url); },
    close: function () { console.info('mraid.close'); },
    useCustomClose: function () {},
    expand: function () {}
  };
  setTimeout(function () {
    state = 'default';
    fire('ready');
    fire('stateChange', state);
    fire('viewableChange', true);
  }, 50);
})();
`
