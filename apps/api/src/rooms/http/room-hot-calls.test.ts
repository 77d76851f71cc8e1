import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { describe, expect, it } from 'vitest';
import { HOT_CALLS } from './room-hot-calls';
import { RoomsController } from './rooms.controller';

/** Every route RoomsController declares, as `METHOD /path`, read from Nest's own route metadata. */
function controllerRoutes(): string[] {
  const prefix = Reflect.getMetadata(PATH_METADATA, RoomsController) as string;
  const prototype = RoomsController.prototype as unknown as Record<string, unknown>;
  const handlers = Object.getOwnPropertyNames(prototype).filter((name) => name !== 'constructor');
  return handlers.flatMap((name) => {
    const handler = prototype[name];
    if (typeof handler !== 'function') return [];
    const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
    if (path === undefined) return [];
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
    return [`${method} /${prefix}/${path}`];
  });
}

describe('the calls answered in front of Express', () => {
  it('are each a route of RoomsController, with the same method', () => {
    const routes = controllerRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const { method, route } of Object.values(HOT_CALLS)) expect(routes).toContain(`${method} ${route}`);
  });
});
