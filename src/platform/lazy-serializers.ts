import { type SerializerCompiler, SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;

/**
 * Fastify's response serializers, each compiled on its route's first answer with that status instead of at start.
 * Compiling all of them at start (every route × status, each with the shared components) took most of the start's
 * CPU and left about 100 MB of garbage that the process then kept as resident memory. The output is the same; a
 * broken response schema is caught by `test/platform/lazy-serializers.test.ts`, which builds the app compiling them all.
 */
export function lazySerializers(): SerializerFactory {
  const eager = SerializerSelector();
  return (externalSchemas, options) => {
    const compile: SerializerCompiler = eager(externalSchemas, options);
    return (route) => {
      let serialize: ((doc: unknown) => string) | undefined;
      return (doc: unknown) => {
        serialize ??= compile(route);
        return serialize(doc);
      };
    };
  };
}
