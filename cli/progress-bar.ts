import { SingleBar } from 'cli-progress';

/** A progress bar over `total` steps. */
export interface ProgressBar {
  tick(label: string): void;
  stop(): void;
}

export type ProgressBars = (total: number) => ProgressBar;

/** cli-progress on a terminal stream (stderr), so stdout stays the command's output. */
export function terminalProgressBars(stream: NodeJS.WriteStream): ProgressBars {
  return (total) => {
    const bar = new SingleBar({
      stream,
      format: ' {bar} {value}/{total} {label}',
      hideCursor: true,
      clearOnComplete: false,
    });
    bar.start(total, 0, { label: '' });
    return {
      tick: (label) => {
        bar.increment(1, { label });
      },
      stop: () => {
        bar.stop();
      },
    };
  };
}
