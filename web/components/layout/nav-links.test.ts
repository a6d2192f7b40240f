import { describe, expect, it } from 'vitest';
import { routes } from '../../router.js';
import { MAIN_LINKS, ROOM_LINKS, currentRoom } from './nav-links.js';

const paths = (list: typeof routes): string[] =>
  list.flatMap((r) => [...(r.path ? [`/${r.path}`] : []), ...(r.children ? paths(r.children) : [])]);

describe('header links', () => {
  it('keeps the spec’s header links in order', () => {
    expect(MAIN_LINKS.map((l) => [l.to, l.label])).toEqual([
      ['/home', 'Home'], ['/inspiration', 'Inspiration'], ['/style', 'Style'], ['/chat', 'AI Stylist'],
    ]);
  });

  it('reaches every signed-in route of the router from the header', () => {
    const routed = paths(routes);
    const linked = [...MAIN_LINKS, ...ROOM_LINKS].map((l) => l.to);
    for (const path of ['/home', '/inspiration', '/style', '/chat', '/wardrobe', '/dressing-room', '/trip-planner']) {
      expect(routed).toContain(path);
      expect(linked).toContain(path);
    }
  });

  it('knows which room a path is in', () => {
    expect(currentRoom('/wardrobe')?.label).toBe('My Wardrobe');
    expect(currentRoom('/trip-planner/abc')?.label).toBe('Trip Planner');
    expect(currentRoom('/wardrobes')).toBeUndefined();
    expect(currentRoom('/home')).toBeUndefined();
  });
});
