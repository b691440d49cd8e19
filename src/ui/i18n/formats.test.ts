import { describe, expect, it } from 'vitest';
import { listOfNames } from './formats';

describe('names joined in the page’s language', () => {
  it('joins them with "y" in Spanish and "and" in English', () => {
    const names = ['Corte de pelo', 'Manicure', 'Pedicura'];
    expect(listOfNames(names, 'es-CL')).toBe('Corte de pelo, Manicure y Pedicura');
    expect(listOfNames(names, 'en-US')).toBe('Corte de pelo, Manicure, and Pedicura');
  });

  it('leaves one name as it is', () => {
    expect(listOfNames(['Manicure'], 'es-CL')).toBe('Manicure');
  });
});
