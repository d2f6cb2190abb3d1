import { describe, expect, it } from 'vitest';
import { filterOptions, foldForSearch } from './Combobox';

const options = [
  { value: 'Europe/Paris', label: 'Frankreich (GMT+1)', keywords: ['Europe/Paris', 'Paris'] },
  { value: 'America/New_York', label: 'New York (GMT-5)', keywords: ['America/New_York'] },
  { value: 'America/Sao_Paulo', label: 'São Paulo (GMT-3)' },
  { value: 'Europe/Zurich', label: 'Zürich (GMT+1)' },
];
const found = (query: string) => filterOptions(options, query).map((o) => o.value);

describe('filterOptions', () => {
  it('finds by the start of any word of the label or keywords', () => {
    expect(found('par')).toEqual(['Europe/Paris']);
    expect(found('frank')).toEqual(['Europe/Paris']);
    expect(found('new y')).toEqual(['America/New_York']);
    expect(found('york')).toEqual(['America/New_York']);
    expect(found('gmt+1')).toEqual(['Europe/Paris', 'Europe/Zurich']);
  });

  it('ignores case and accents, and finds an id typed with its slash', () => {
    expect(found('SAO')).toEqual(['America/Sao_Paulo']);
    expect(found('zur')).toEqual(['Europe/Zurich']);
    expect(found('europe/par')).toEqual(['Europe/Paris']);
  });

  it('matches everything when empty and nothing when no word starts so', () => {
    expect(found('  ')).toHaveLength(4);
    expect(found('ris')).toEqual([]);
    expect(foldForSearch('Zürich Ō')).toBe('zurich o');
  });
});
