import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, isLogLevel, isoTimeOncePerMillisecond, loggedFailure, wantsPrettyLogs } from './logger';

// The server's logger (docs/adr/0060): JSON lines at LOG_LEVEL, failures without the data they failed on.

function capturing(level: Parameters<typeof createLogger>[0]) {
  const lines: string[] = [];
  return {
    lines,
    logger: createLogger(level, {
      write: (line: string) => {
        lines.push(line);
      },
    }),
  };
}

describe('the server logger', () => {
  it('writes one JSON object a line, its level as a word and its time in ISO 8601, from LOG_LEVEL up', () => {
    const { lines, logger } = capturing('info');
    logger.debug('not at info');
    logger.info({ requestId: 'r-1' }, 'served');
    logger.error('failed');
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        level: 'info',
        requestId: 'r-1',
        msg: 'served',
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as string,
      }),
      expect.objectContaining({ level: 'error', msg: 'failed' }),
    ]);
  });

  describe('the time of a line', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is the ISO 8601 text of the millisecond it is written in, as pino writes it', () => {
      vi.useFakeTimers({ now: Date.parse('2026-11-30T03:45:00.123Z'), toFake: ['Date'] });
      expect(isoTimeOncePerMillisecond()).toBe(',"time":"2026-11-30T03:45:00.123Z"');
      vi.setSystemTime(Date.parse('2026-11-30T03:45:00.124Z'));
      expect(isoTimeOncePerMillisecond()).toBe(',"time":"2026-11-30T03:45:00.124Z"');
      expect(isoTimeOncePerMillisecond()).toBe(',"time":"2026-11-30T03:45:00.124Z"');
    });
  });

  it('writes nothing when silent, and everything at trace', () => {
    const silent = capturing('silent');
    silent.logger.fatal('never');
    expect(silent.lines).toEqual([]);
    const trace = capturing('trace');
    trace.logger.trace('all');
    expect(trace.lines).toHaveLength(1);
  });

  it("keeps a failure's type, message, stack, code and causes, never a driver's details quoting the row", () => {
    const duplicate = Object.assign(
      new Error('duplicate key value violates unique constraint "clients_email_key"', {
        cause: new Error('underneath'),
      }),
      {
        code: '23505',
        detail: 'Key (email)=(valentina@correo.example) already exists.',
        parameters: ['valentina@correo.example'],
      },
    );
    const { lines, logger } = capturing('info');
    logger.error({ err: duplicate }, 'failed');
    logger.error(duplicate, 'failed as the first argument');
    for (const line of lines) {
      expect(line).not.toContain('valentina');
      expect((JSON.parse(line) as { err: unknown }).err).toEqual({
        type: 'Error',
        message: 'duplicate key value violates unique constraint "clients_email_key"',
        stack: expect.stringContaining('Error: duplicate key') as string,
        code: '23505',
        cause: { type: 'Error', message: 'underneath', stack: expect.any(String) as string },
      });
    }
    expect(loggedFailure('a plain string')).toEqual({ type: 'string', message: 'a plain string' });
  });

  it('is pretty only on a terminal outside production', () => {
    expect(wantsPrettyLogs({}, { isTTY: true })).toBe(true);
    expect(wantsPrettyLogs({ NODE_ENV: 'development' }, { isTTY: true })).toBe(true);
    expect(wantsPrettyLogs({ NODE_ENV: 'production' }, { isTTY: true })).toBe(false);
    expect(wantsPrettyLogs({}, { isTTY: false })).toBe(false);
    expect(wantsPrettyLogs({}, {})).toBe(false);
  });

  it('knows the levels LOG_LEVEL may name', () => {
    expect(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].every(isLogLevel)).toBe(true);
    expect(['INFO', 'warning', 'verbose', ''].some(isLogLevel)).toBe(false);
  });
});
