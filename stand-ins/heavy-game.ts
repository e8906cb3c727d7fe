import { writeApp } from './app-folder.js'

/**
 * A heavy game, for verify-app's bench and tests: what a real shooter downloaded from the Editor asks of a browser
 * with no GPU (hundreds of render assets, Ammo physics), built from the stand-in's real app build (app-folder.ts, the
 * `playcanvas` engine) and one classic script. The real download cannot be committed, and no physics engine is a
 * dependency: the script makes its own load of the same two kinds.
 * - **Draw calls**: `props` static meshes and `bodies` moving spheres, each with a material of its own (no batching,
 *   no instancing: one draw call each, as a level of separate render assets is), lit by the scene's directional light
 *   with shadows on (a second pass over every caster) and a point light.
 * - **Physics-like work on the CPU**: the bodies fall, bounce on the floor and the walls and on each other, every
 *   pair tested each step (`steps` steps a frame), as a physics engine's narrow phase would, in the page's main
 *   thread.
 * The picture is the same in every run with the clock pinned (the bodies start from a grid, not from Math.random).
 */
export interface HeavyGame {
  /** Static meshes (boxes, cylinders, cones, capsules), one draw call each. Default 2,000. */
  props?: number
  /** Moving spheres, simulated. Default 500. */
  bodies?: number
  /** Physics steps a frame, each testing every pair of bodies. Default 4. */
  steps?: number
  /** The directional light casts shadows (a second pass over every mesh). Default true. */
  shadows?: boolean
}

export const HEAVY_DEFAULTS: Required<HeavyGame> = { props: 2000, bodies: 500, steps: 4, shadows: true }

/** The game's script, for `options`. */
export function heavyGameJs(options: HeavyGame = {}): string {
  const { props, bodies, steps, shadows } = { ...HEAVY_DEFAULTS, ...options }
  return `var Heavy = pc.createScript('heavy');

var PROPS = ${props}, BODIES = ${bodies}, STEPS = ${steps}, SHADOWS = ${shadows}, RADIUS = 0.3, HALF = 6;

Heavy.prototype.initialize = function () {
    var app = this.app;
    var camera = this.entity.findByName('Camera');
    camera.setLocalPosition(0, 9, 16);
    camera.lookAt(0, 1, 0);
    var sun = this.entity.findByName('Light');
    sun.setLocalEulerAngles(50, 30, 0);
    sun.light.castShadows = SHADOWS;
    sun.light.shadowResolution = 2048;
    sun.light.shadowDistance = 40;
    var lamp = new pc.Entity('lamp');
    lamp.addComponent('light', { type: 'omni', color: new pc.Color(1, 0.8, 0.6), range: 12, intensity: 2 });
    lamp.setLocalPosition(0, 4, 0);
    this.entity.addChild(lamp);
    var material = function (i, n) {
        var m = new pc.StandardMaterial();
        m.diffuse = new pc.Color(0.3 + 0.7 * ((i * 37) % n) / n, 0.3 + 0.7 * ((i * 91) % n) / n, 0.5);
        m.gloss = 0.4 + 0.5 * (i % 7) / 7;
        m.metalness = (i % 3) / 3;
        m.useMetalness = true;
        m.update();
        return m;
    };
    var floor = new pc.Entity('floor');
    floor.addComponent('render', { type: 'plane', material: material(0, 1) });
    floor.setLocalScale(2 * HALF + 2, 1, 2 * HALF + 2);
    this.entity.addChild(floor);
    var shapes = ['box', 'cylinder', 'cone', 'capsule'];
    var side = Math.ceil(Math.sqrt(PROPS));
    for (var i = 0; i < PROPS; i++) {
        var prop = new pc.Entity('prop' + i);
        prop.addComponent('render', { type: shapes[i % shapes.length], material: material(i, PROPS) });
        var x = (i % side) / side, z = Math.floor(i / side) / side;
        prop.setLocalPosition((x - 0.5) * 4 * HALF, 0.25, -HALF - 1 - z * 3 * HALF);
        prop.setLocalScale(0.4, 0.5 + (i % 5) * 0.3, 0.4);
        this.entity.addChild(prop);
    }
    this.bodies = [];
    var across = Math.ceil(Math.cbrt(BODIES));
    for (var b = 0; b < BODIES; b++) {
        var ball = new pc.Entity('body' + b);
        ball.addComponent('render', { type: 'sphere', material: material(b + 1, BODIES + 1) });
        ball.setLocalScale(2 * RADIUS, 2 * RADIUS, 2 * RADIUS);
        this.entity.addChild(ball);
        var gx = b % across, gy = Math.floor(b / across / across), gz = Math.floor(b / across) % across;
        this.bodies.push({ entity: ball, p: [(gx - across / 2) * 0.7 + 0.05 * (gy % 3), 2 + gy * 0.7, (gz - across / 2) * 0.7],
            v: [((b * 13) % 7 - 3) * 0.3, 0, ((b * 17) % 5 - 2) * 0.3] });
    }
};

// A physics engine's step, by brute force: gravity, every pair of spheres pushed apart with their velocities
// exchanged along the normal, the floor and four walls.
Heavy.prototype.update = function (dt) {
    var h = Math.min(dt, 1 / 30) / STEPS, list = this.bodies, n = list.length, d = 2 * RADIUS;
    for (var s = 0; s < STEPS; s++) {
        for (var i = 0; i < n; i++) {
            var a = list[i];
            a.v[1] -= 9.8 * h;
            for (var k = 0; k < 3; k++) a.p[k] += a.v[k] * h;
            if (a.p[1] < RADIUS) { a.p[1] = RADIUS; a.v[1] = -a.v[1] * 0.8; }
            for (var w = 0; w < 3; w += 2) {
                if (a.p[w] < -HALF) { a.p[w] = -HALF; a.v[w] = -a.v[w]; }
                if (a.p[w] > HALF) { a.p[w] = HALF; a.v[w] = -a.v[w]; }
            }
        }
        for (var i2 = 0; i2 < n; i2++) {
            var p = list[i2];
            for (var j = i2 + 1; j < n; j++) {
                var q = list[j];
                var dx = q.p[0] - p.p[0], dy = q.p[1] - p.p[1], dz = q.p[2] - p.p[2];
                var dd = dx * dx + dy * dy + dz * dz;
                if (dd >= d * d || dd === 0) continue;
                var len = Math.sqrt(dd), push = (d - len) / 2 / len;
                p.p[0] -= dx * push; p.p[1] -= dy * push; p.p[2] -= dz * push;
                q.p[0] += dx * push; q.p[1] += dy * push; q.p[2] += dz * push;
                var nx = dx / len, ny = dy / len, nz = dz / len;
                var rel = (q.v[0] - p.v[0]) * nx + (q.v[1] - p.v[1]) * ny + (q.v[2] - p.v[2]) * nz;
                if (rel < 0) {
                    p.v[0] += rel * nx; p.v[1] += rel * ny; p.v[2] += rel * nz;
                    q.v[0] -= rel * nx; q.v[1] -= rel * ny; q.v[2] -= rel * nz;
                }
            }
        }
    }
    for (var m = 0; m < n; m++) this.bodies[m].entity.setLocalPosition(this.bodies[m].p[0], this.bodies[m].p[1], this.bodies[m].p[2]);
};
`
}

/** Writes the heavy game's build into `dir` (app-folder.ts's build, its one script `heavy.js`). */
export const writeHeavyGame = (dir: string, options: HeavyGame = {}): string =>
  writeApp(dir, { scripts: { 'heavy.js': heavyGameJs(options) } })
