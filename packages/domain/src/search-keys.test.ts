import { searchKeysOf, searchWords, wordsOf } from './search-keys';

describe('wordsOf', () => {
  it.each<[string, (string | null | undefined)[], string[]]>([
    ['lower-cases and splits on anything but letters and digits', ['Jane Doe', 'jane.doe@acme-freight.com'], ['jane', 'doe', 'acme', 'freight', 'com']],
    ['keeps letters of any script and digits', ['Müller 42', 'Zoë'], ['müller', '42', 'zoë']],
    ['skips empty, null and undefined fields', ['', null, undefined, '  '], []],
    ['keeps each word once', ['Smith', 'smith SMITH'], ['smith']],
    ['cuts a word to 32 characters', ['a'.repeat(40)], ['a'.repeat(32)]],
  ])('%s', (_, fields, words) => {
    expect(wordsOf(fields)).toEqual(words);
  });
});

describe('searchKeysOf', () => {
  it.each<[string, (string | null | undefined)[], string[]]>([
    ['every prefix of every word', ['Ann Li'], ['a', 'an', 'ann', 'l', 'li']],
    ['a prefix two words share once', ['ab ac'], ['a', 'ab', 'ac']],
    ['nothing for no words', [null, '--'], []],
  ])('%s', (_, fields, keys) => {
    expect(searchKeysOf(fields)).toEqual(keys);
  });

  it('holds every search word that begins a word of the fields', () => {
    const keys = searchKeysOf(['John Smith', 'jane.doe@acme-freight.com']);
    for (const word of ['smi', 'acme', 'jane', 'doe', 'fr']) expect(keys).toContain(word);
    expect(keys).not.toContain('mith');
  });
});

describe('searchWords', () => {
  it.each<[string, string | undefined, string[] | null]>([
    ['no search: no words (everything matches)', undefined, []],
    ['blank search: no words', '   ', []],
    ['the words, lower-cased', 'Jane.Doe@ACME', ['jane', 'doe', 'acme']],
    ['at most five words', 'a b c d e f g', ['a', 'b', 'c', 'd', 'e']],
    ['text with no word in it matches nothing', '.*', null],
    ['a lone bracket matches nothing', '(', null],
  ])('%s', (_, search, words) => {
    expect(searchWords(search)).toEqual(words);
  });
});
