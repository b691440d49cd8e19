import type { ResultAsync } from 'neverthrow';

/**
 * Asks again and again — the days of a strip paged on, the hours of another day — letting only the
 * latest request's answer land: an older one arriving after it is dropped, never shown over it.
 */
export function latestAnswer() {
  let latest = 0;
  return <T, E>(asked: ResultAsync<T, E>, onAnswer: (value: T) => void, onFailure: (failure: E) => void): void => {
    const request = ++latest;
    void asked.match(
      (value) => {
        if (request === latest) onAnswer(value);
      },
      (failure) => {
        if (request === latest) onFailure(failure);
      },
    );
  };
}
