import {
  type Archive,
  type Build,
  CHECKPOINT_RESULT,
  type Checkpoint,
  type JobRequest,
  type JobTarget,
  archiveResult,
  buildResult,
} from '../api/model.js'

/**
 * The three kinds of job, each a create that answers a job and then the same wait (jobs/wait-for-job.ts): what
 * differs is the route, the body, and how the finished job's data is read. A new route of the service that starts a
 * job is a new function here.
 */

export interface CheckpointSettings {
  projectId: number
  branchId: string
  description: string
}

export function checkpointJob(settings: CheckpointSettings): JobRequest<Checkpoint> {
  return { route: 'create', path: '/api/checkpoints', body: { ...settings }, reader: CHECKPOINT_RESULT }
}

/** A build's settings as `POST /api/apps/download` takes them; undefined fields are left to the service. */
export interface BuildSettings extends JobTarget {
  name: string
  /** Scene ids; the first is the app's initial scene. */
  scenes: number[]
  description?: string
  version?: string
  releaseNotes?: string
  format?: 'static' | 'npm'
  concatenateScripts?: boolean
  minifyScripts?: boolean
  sourcemaps?: boolean
  optimizeSceneFormat?: boolean
  engineVersion?: string
}

export function buildJob(settings: BuildSettings): JobRequest<Build> {
  const body = {
    project_id: settings.projectId,
    name: settings.name,
    scenes: settings.scenes,
    branch_id: settings.branchId,
    description: settings.description,
    version: settings.version,
    release_notes: settings.releaseNotes,
    format: settings.format,
    scripts_concatenate: settings.concatenateScripts,
    scripts_minify: settings.minifyScripts,
    scripts_sourcemaps: settings.sourcemaps,
    optimize_scene_format: settings.optimizeSceneFormat,
    engine_version: settings.engineVersion,
  }
  // JSON leaves undefined out: the service's defaults apply.
  return { route: 'build', path: '/api/apps/download', body, reader: buildResult(settings) }
}

export function archiveJob(target: JobTarget): JobRequest<Archive> {
  const body = target.branchId === undefined ? {} : { branch_id: target.branchId }
  return { route: 'archive', path: `/api/projects/${target.projectId}/export`, body, reader: archiveResult(target) }
}
