import { describe, expect, it } from 'vitest';
import { categoryOfText } from '../../nlu/index.js';
import { coordinatedObjects } from './coordinated.js';

const isPiece = (w: string) => w.length > 2 && categoryOfText(w) !== undefined;
const objects = (text: string) => coordinatedObjects(text, isPiece)?.objects ?? null;

describe('the objects of one clause', () => {
  it.each([
    ['i need a raincoat and some wellies before friday', ['a raincoat', 'some wellies']],
    ['looking for a clutch, heels or a bracelet', ['a clutch', 'heels', 'a bracelet']],
    ['chuck out my pink blouse & the denim skirt', ['my pink blouse', 'the denim skirt']],
    ['log a green and a white polo', ['a green polo', 'a white polo']],
    ['add three scarves (one red, one grey, one navy) please', ['one red scarf', 'one grey scarf', 'one navy scarf']],
    ['put a pair of brown brogues and a wool hat on the list', ['a pair of brown brogues', 'a wool hat']],
    ['i need a summer dress as well as some sandals', ['a summer dress', 'some sandals']],
  ])('%s', (text, expected) => {
    expect(objects(text)).toEqual(expected);
  });

  it.each([
    'a navy and white striped jumper',
    'a fish and chips dinner',
    'rock and roll boots',
    'show me a scarf for my sister and she will love it',
    'follow camille and lena',
  ])('one object, or none: %s', (text) => {
    expect(objects(text)).toBeNull();
  });

  it('keeps one garment in two colours together beside another piece', () => {
    expect(objects('bin the yellow skirt and the green and white check shirt')).toEqual(['the yellow skirt', 'the green and white check shirt']);
  });

  it('says when the objects are alternatives', () => {
    expect(coordinatedObjects('boots or trainers', isPiece)?.alternatives).toBe(true);
    expect(coordinatedObjects('boots, a coat and trainers', isPiece)?.alternatives).toBe(false);
    expect(coordinatedObjects('boots, a coat, trainers', isPiece)?.alternatives).toBe(false);
  });
});
