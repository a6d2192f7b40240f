import { describe, expect, it } from 'vitest';
import { findDestination, nearestDestinations, normalisePlace, tripPlace, unknownDestinationMessage } from './destinations.js';

const found = (text: string) => {
  const match = findDestination(text);
  return match.found ? match.label : null;
};

describe('destination lookup', () => {
  it('ignores case, accents, punctuation and spacing', () => {
    expect(normalisePlace('  Québec,  CITY! ')).toBe('quebec city');
    expect(found('LISBON')).toBe('Lisbon, Portugal');
    expect(found('zürich')).toBe('Zurich, Switzerland');
    expect(found('São Paulo')).toBe('Sao Paulo, Brazil');
    expect(found("xi'an")).toBe("Xi'an, China");
  });

  it('knows aliases and local names', () => {
    expect(found('Lisboa')).toBe('Lisbon, Portugal');
    expect(found('NYC')).toBe('New York, United States');
    expect(found('new york city')).toBe('New York, United States');
    expect(found('Bombay')).toBe('Mumbai, India');
    expect(found('Saigon')).toBe('Ho Chi Minh City, Vietnam');
    expect(found('Bali')).toBe('Denpasar, Indonesia');
  });

  it('reads a trailing country or state, and refuses one that does not fit', () => {
    expect(found('Paris, France')).toBe('Paris, France');
    expect(found('paris , FRANCE')).toBe('Paris, France');
    expect(found('Austin, TX')).toBe('Austin, United States');
    expect(found('Portland, Oregon, USA')).toBe('Portland, United States');
    expect(found('London, UK')).toBe('London, United Kingdom');
    expect(found('Melbourne, VIC')).toBe('Melbourne, Australia');
    // Paris, Texas and Melbourne, Florida are other places: no made-up weather for them.
    expect(findDestination('Paris, Texas')).toEqual({ found: false, suggestions: expect.arrayContaining(['Paris, France']) });
    expect(findDestination('Melbourne, Florida').found).toBe(false);
  });

  it('answers an unknown or misspelt place with the nearest known names', () => {
    const typo = findDestination('Lisbn');
    expect(typo).toEqual({ found: false, suggestions: expect.arrayContaining(['Lisbon, Portugal']) });
    expect(unknownDestinationMessage('Lisbn', ['Lisbon, Portugal'])).toBe('We have no climate data for "Lisbn". Nearest known: Lisbon, Portugal.');
    expect(findDestination('Atlantis')).toEqual({ found: false, suggestions: expect.arrayContaining(['Atlanta, United States']) });
    expect(findDestination('qqqqqqqq')).toEqual({ found: false, suggestions: [] });
  });

  it('suggests names that start with what was typed first', () => {
    expect(nearestDestinations('lis', 3)[0]).toBe('Lisbon, Portugal');
    expect(nearestDestinations('bang', 3)[0]).toBe('Bangkok, Thailand');
    expect(nearestDestinations('san f', 3)).toContain('San Francisco, United States');
    expect(nearestDestinations('', 3)).toEqual([]);
    expect(nearestDestinations('x'.repeat(10_000), 3).length).toBeLessThanOrEqual(3);
  });

  it('answers a country or region with the cities we know in it or near it, never as one of them', () => {
    expect(findDestination('Portugal')).toEqual({ found: false, area: 'Portugal', suggestions: ['Lisbon, Portugal', 'Porto, Portugal', 'Faro, Portugal'] });
    expect(findDestination('the Amalfi coast')).toEqual({ found: false, area: 'the Amalfi Coast', suggestions: ['Naples, Italy'] });
    expect(findDestination('Scotland')).toMatchObject({ found: false, suggestions: ['Edinburgh, United Kingdom', 'Glasgow, United Kingdom'] });
    expect(findDestination('tuscany')).toMatchObject({ found: false, suggestions: ['Florence, Italy'] });
    expect(findDestination('California')).toMatchObject({ found: false, suggestions: expect.arrayContaining(['San Francisco, United States']) });
    expect(findDestination('Holland')).toMatchObject({ found: false, area: 'Netherlands' });
    // A city named like a region or state is the city.
    expect(found('New York')).toBe('New York, United States');
    expect(found('Washington')).toBe('Washington, United States');
  });

  it('plans a country or region with the weather of its best-known city, keeping the place as named', () => {
    expect(tripPlace('Lisboa')).toMatchObject({ found: true, destination: 'Lisbon, Portugal', weather_from: null });
    const portugal = tripPlace('portugal');
    expect(portugal).toMatchObject({ found: true, destination: 'Portugal', weather_from: { name: 'Lisbon, Portugal' } });
    expect(portugal.found && portugal.weather_from?.reason).toMatch(/Lisbon is the best-known city of Portugal/);
    // A region whose cities are only near it says so.
    const amalfi = tripPlace('the amalfi coast');
    expect(amalfi).toMatchObject({ found: true, destination: 'the Amalfi Coast', weather_from: { name: 'Naples, Italy' } });
    expect(amalfi.found && amalfi.weather_from?.reason).toMatch(/in or near the Amalfi Coast/);
    // A country's other name is written as the table writes it; a town inside a region stays as typed.
    expect(tripPlace('uk')).toMatchObject({ found: true, destination: 'United Kingdom', weather_from: { name: 'London, United Kingdom' } });
    expect(tripPlace('Zermatt')).toMatchObject({ found: true, destination: 'Zermatt', weather_from: { name: 'Zurich, Switzerland' } });
    expect(tripPlace('Texas')).toMatchObject({ found: true, destination: 'Texas', weather_from: { name: 'Austin, United States' } });
    // Neither a city nor an area: refused with the nearest names, as before.
    expect(tripPlace('Atlantis')).toMatchObject({ found: false, suggestions: expect.any(Array) });
    expect(tripPlace('Narnia and beyond')).toMatchObject({ found: false });
  });
});
