import { describe, expect, it } from 'vitest';
import type { PluralForms } from '../../src/content/schema';
import { plural } from '../../src/i18n/plural';
import { wordsOf } from '../support/words';

const days: PluralForms = { one: '{count} day', other: '{count} days' };

describe('plural', () => {
  it('picks English one and other', () => {
    expect([0, 1, 2, 21].map((count) => plural('en', count, days))).toEqual(['0 days', '1 day', '2 days', '21 days']);
  });

  it('counts 0 and 1 as one in French', () => {
    const jours: PluralForms = { one: '{count}\u00a0jour', other: '{count}\u00a0jours' };
    expect([0, 1, 2].map((count) => plural('fr', count, jours))).toEqual(['0\u00a0jour', '1\u00a0jour', '2\u00a0jours']);
  });

  it('gives Arabic its six categories', () => {
    const forms: PluralForms = {
      zero: 'zero {count}',
      one: 'one {count}',
      two: 'two {count}',
      few: 'few {count}',
      many: 'many {count}',
      other: 'other {count}',
    };
    expect([0, 1, 2, 3, 11, 100].map((count) => plural('ar', count, forms))).toEqual([
      'zero 0',
      'one 1',
      'two 2',
      'few 3',
      'many 11',
      'other 100',
    ]);
  });

  it("words the dashboard's quest minutes in Arabic through the rules, not by hand", () => {
    const { minutes } = wordsOf('ar', 'demoUser').dashboard.recommended;
    expect([1, 2, 5, 15, 100].map((count) => plural('ar', count, minutes))).toEqual([
      'دقيقة واحدة',
      'دقيقتان',
      '5 دقائق',
      '15 دقيقة',
      '100 دقيقة',
    ]);
  });

  it('falls back to other for a category the words do not give', () => {
    expect(plural('es', 1_000_000, { one: '{count} pregunta', other: '{count} preguntas' })).toBe('1000000 preguntas');
    expect(plural('ar', 3, { one: 'one {count}', other: 'other {count}' })).toBe('other 3');
  });

  it('words exactly zero with =0 where the language does, whatever its category', () => {
    const perguntas: PluralForms = { '=0': '{count} perguntas', one: '{count} pergunta', other: '{count} perguntas' };
    expect([0, 1, 2].map((count) => plural('pt-BR', count, perguntas))).toEqual(['0 perguntas', '1 pergunta', '2 perguntas']);
    expect(plural('pt-BR', 0, { one: '{count} pergunta', other: '{count} perguntas' })).toBe('0 pergunta');
  });

  it('writes the number as the caller formatted it', () => {
    expect(plural('en', 1000, { one: '{count} point', other: '{count} points' }, '1,000')).toBe('1,000 points');
    expect(plural('fr', 1500, { one: '{count} point', other: '{count} points' }, '1\u202f500')).toBe('1\u202f500 points');
  });
});
