import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ROOM_SOCKET_CALLS } from '@truth-or-dare/room-protocol';
import { describe, expect, it } from 'vitest';
import { HOT_CALLS } from './room-hot-calls';
import { RoomsController } from './rooms.controller';

/** Every route RoomsController declares, as `METHOD /path status`, read from Nest's own route metadata. */
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
    // Nest's own default when no @HttpCode is given: 201 for POST, 200 otherwise.
    const status =
      (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'POST' ? 201 : 200);
    return [`${method} /${prefix}/${path} ${status}`];
  });
}

describe('the calls answered in front of Express', () => {
  it('are each a route of RoomsController, with the same method', () => {
    const routes = controllerRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const withoutStatus = routes.map((route) => route.replace(/ \d+$/, ''));
    for (const { method, route } of Object.values(HOT_CALLS)) expect(withoutStatus).toContain(`${method} ${route}`);
  });
});

describe("the room socket's commands", () => {
  it('are each the route of the same name, with its method and the status of its success', () => {
    const routes = controllerRoutes();
    for (const { method, path, status } of Object.values(ROOM_SOCKET_CALLS))
      expect(routes).toContain(`${method} /api/:roomId/${path} ${status}`);
  });
});
