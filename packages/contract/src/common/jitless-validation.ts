import { z } from "zod";

/*
 * Imported first by a client that runs under a Content-Security-Policy without 'unsafe-eval' (the
 * web app), before any schema is built. Building an object schema makes zod probe for eval with
 * `new Function`; the probe's error is caught, but a strict policy still reports it as a violation
 * on every page load. Jitless validation skips the probe and the compiled fast path. The server,
 * which has no such policy, keeps both.
 */
z.config({ jitless: true });
