import { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { latestAnswer } from './latest-answer';

function deferred<T>() {
  let settle: (value: T) => void = () => undefined;
  let fail: (reason: string) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { asked: ResultAsync.fromPromise(promise, (reason) => String(reason)), settle, fail };
}

describe('asking for the latest answer only', () => {
  it('drops an older answer or failure that arrives after a newer request was made', async () => {
    const ask = latestAnswer();
    const landed: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const third = deferred<string>();
    ask(
      first.asked,
      (value) => landed.push(value),
      (failure) => landed.push(`failed: ${failure}`),
    );
    ask(
      second.asked,
      (value) => landed.push(value),
      (failure) => landed.push(`failed: ${failure}`),
    );
    second.settle('tuesday');
    first.settle('monday');
    await Promise.all([first.asked, second.asked]);
    expect(landed).toEqual(['tuesday']);

    ask(
      third.asked,
      (value) => landed.push(value),
      (failure) => landed.push(`failed: ${failure}`),
    );
    third.fail('offline');
    await third.asked;
    expect(landed).toEqual(['tuesday', 'failed: offline']);
  });
});
