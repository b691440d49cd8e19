#!/usr/bin/env node
// The `reserva` binary (package.json `bin`): registers tsx to run the TypeScript sources as they
// are, then runs the CLI's composition root.
import { URL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
await import(new URL('../main.ts', import.meta.url).href);
