import fc from 'fast-check';
import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { mapSync, resultAsync } from './one-step';

// The availability reads' chains written in fewer promises (docs/adr/0170) must answer what
// neverthrow's own steps answer: the same Ok, the same Err, the same failure.

const settled = fc.oneof(
  fc.integer().map((value): Result<number, string> => ok(value)),
  fc.string().map((error): Result<number, string> => err(error)),
);

describe('resultAsync', () => {
  it('answers the Result its promise settles with', async () => {
    await fc.assert(
      fc.asyncProperty(settled, async (result) => {
        expect(await resultAsync(Promise.resolve(result))).toEqual(result);
      }),
    );
  });

  it('fails as its promise fails', async () => {
    const failure = new Error('the database went away');
    const failed = resultAsync<number, string>(Promise.reject(failure));
    await expect(failed.map((value) => value + 1)).rejects.toBe(failure);
  });
});

describe('mapSync', () => {
  it('answers what neverthrow map answers, for an Ok and an Err alike', async () => {
    await fc.assert(
      fc.asyncProperty(settled, async (result) => {
        const asked = (): ResultAsync<number, string> =>
          result.isOk() ? okAsync(result.value) : errAsync(result.error);
        const double = (value: number): string => `${String(value)}×2=${String(value * 2)}`;
        expect(await mapSync(asked(), double)).toEqual(await asked().map(double));
      }),
    );
  });

  it('does not call the function for an Err', async () => {
    let called = 0;
    const answered = await mapSync(errAsync<number, string>('refused'), (value) => {
      called += 1;
      return value;
    });
    expect(answered).toEqual(err('refused'));
    expect(called).toBe(0);
  });

  it('fails as the mapped function throws, as map does', async () => {
    const thrown = new Error('a bug');
    const failing = (): number => {
      throw thrown;
    };
    await expect(mapSync(okAsync(1), failing)).rejects.toBe(thrown);
    await expect(okAsync(1).map(failing)).rejects.toBe(thrown);
  });
});
