import { sameTopic, sharedTopics, topicWords } from './headingTopic';

describe('heading topics', () => {
  it('keep the words a heading is about, without case, accents or fillers', () => {
    expect([...topicWords('Centro assistenza autorizzato per la protezione respiratoria')]).toEqual([
      'centro',
      'assistenza',
      'autorizzato',
      'protezione',
      'respiratoria',
    ]);
    expect([...topicWords('Perché sceglierci: l’Attività')]).toEqual(['perche', 'sceglierci', 'attivita']);
  });

  it('find the two headings issue 24 found competing', () => {
    expect(
      sameTopic(
        'Centro assistenza autorizzato per la protezione respiratoria',
        'Centro assistenza autorizzato protezione respiratoria',
      ),
    ).toBe(true);
    expect(sameTopic('eProcurement per la tua azienda', 'eProcurement')).toBe(true);
  });

  it('tell apart headings that differ in a word of their own', () => {
    expect(sameTopic('Carrello elevatore diesel 3 t', 'Carrello elevatore diesel 5 t')).toBe(false);
    expect(sameTopic('Servizio antincendio', 'Servizio DPI')).toBe(false);
    expect(sameTopic('I nostri servizi', 'Forniture e servizi industriali a Catania')).toBe(false);
    expect(sameTopic('', 'Logistica')).toBe(false);
  });

  it('list every pair that shares a topic', () => {
    const pages = [
      { path: '/a', heading: 'Logistica' },
      { path: '/b', heading: 'Stoccaggio' },
      { path: '/c', heading: 'La logistica' },
    ];
    expect(sharedTopics(pages).map(([x, y]) => [x.path, y.path])).toEqual([['/a', '/c']]);
  });
});
