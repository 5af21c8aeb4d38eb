import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { type ClassProbability, safetyScore } from './safety-score';

/** The model's input: a square RGB image of this many pixels a side. */
const INPUT_EDGE = 224;

/**
 * The worker's code: TensorFlow.js on its pure-JavaScript CPU backend and the MobileNetV2 model shipped
 * in the nsfwjs package (bundled as JavaScript modules: nothing is downloaded), loaded once, the first
 * time a picture comes; then each message (224 x 224 RGB pixels) is answered with the five class
 * probabilities, one at a time.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const tf = require(workerData.tfjs);
const { load } = require(workerData.nsfwjs);
const { MobileNetV2Model } = require(workerData.model);
let model;
const loadModel = () => (model ??= (async () => {
  await tf.setBackend('cpu');
  await tf.ready();
  tf.enableProdMode();
  return load(MobileNetV2Model.name, { modelDefinitions: [MobileNetV2Model] });
})());
let queue = Promise.resolve();
parentPort.on('message', ({ id, pixels, edge }) => {
  queue = queue.then(async () => {
    try {
      const classifier = await loadModel();
      const input = tf.tensor3d(new Uint8Array(pixels), [edge, edge, 3], 'int32');
      try {
        const predictions = await classifier.classify(input, 5);
        parentPort.postMessage({ id, predictions });
      } finally {
        input.dispose();
      }
    } catch (error) {
      model = undefined;
      parentPort.postMessage({ id, error: String(error && error.stack || error) });
    }
  });
});
`;

interface Pending {
  resolve: (predictions: ClassProbability[]) => void;
  reject: (error: Error) => void;
}

/**
 * Scores an image for explicit content (0 safe .. 1 explicit, `safetyScore`). sharp decodes the image
 * and squeezes it to the model's 224 x 224 RGB input; the model runs in a worker thread of its own
 * (started the first time, so a process that never scores never loads it), so the second or so of CPU
 * an image takes never stalls the requests and sockets of the process. Called from Bull jobs.
 */
@Injectable()
export class SafetyClassifier implements OnModuleDestroy {
  /** Set when the app shuts down: a job still running then fails at once (Bull retries it later). */
  private stopped = false;

  async score(image: Buffer): Promise<number> {
    if (this.stopped) throw new Error('the classifier is stopped (shutting down)');
    const pixels = await sharp(image)
      .rotate()
      .removeAlpha()
      .resize(INPUT_EDGE, INPUT_EDGE, { fit: 'fill' })
      .raw()
      .toBuffer();
    if (this.stopped) throw new Error('the classifier is stopped (shutting down)');
    return safetyScore(await classify(pixels));
  }

  /** Stops the worker before Bull closes its queues (which waits for the running job). */
  onModuleDestroy(): void {
    this.stopped = true;
    stopWorker();
  }
}

// One worker per process, shared by every SafetyClassifier instance (each module has its own).
let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function startWorker(): Worker {
  const started = new Worker(WORKER_CODE, {
    eval: true,
    workerData: {
      tfjs: require.resolve('@tensorflow/tfjs'),
      nsfwjs: require.resolve('nsfwjs/core'),
      model: require.resolve('nsfwjs/models/mobilenet_v2'),
    },
  });
  started.on('message', (answer: { id: number; predictions?: ClassProbability[]; error?: string }) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (answer.predictions) waiting?.resolve(answer.predictions);
    else waiting?.reject(new Error(answer.error ?? 'classifier failed'));
  });
  const fail = (error: Error) => {
    // a worker already replaced or stopped: stopWorker has answered its callers
    if (worker !== started) return;
    worker = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`classifier worker exited (${code})`)));
  started.unref();
  return started;
}

function classify(pixels: Buffer): Promise<ClassProbability[]> {
  worker ??= startWorker();
  const id = ++nextId;
  const result = new Promise<ClassProbability[]>((resolve, reject) => pending.set(id, { resolve, reject }));
  worker.postMessage({ id, pixels, edge: INPUT_EDGE });
  return result;
}

/** Ends the worker; whatever waits for it fails at once (terminating may take a moment). */
function stopWorker(): void {
  const running = worker;
  worker = undefined;
  const stopped = new Error('the classifier was stopped');
  for (const waiting of pending.values()) waiting.reject(stopped);
  pending.clear();
  void running?.terminate();
}
