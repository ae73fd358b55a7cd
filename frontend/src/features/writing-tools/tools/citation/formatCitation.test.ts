import { EMPTY_SOURCE, type CitationSource, type CitationStyle } from './citationTypes';
import { formatCitation } from './formatCitation';
import { citationText } from './punctuation';
import { parseSourceDate } from './sourceDate';

/*
 * Worked examples from each style's guides, entered as a member would type them. Italics are shown as *...*.
 * Where the guide's example names an element the helper does not ask for (a site's owner besides its name),
 * the example is one without it.
 */

const webpage = (fields: Partial<CitationSource>): CitationSource => ({ ...EMPTY_SOURCE, ...fields });
const book = (fields: Partial<CitationSource>) => webpage({ kind: 'book', ...fields });

/** The day the member looked at the page, where a style asks for it. */
const accessedOn = (isoDay: string) => new Date(`${isoDay}T12:00:00`);

const cite = (style: CitationStyle, source: CitationSource, accessed = accessedOn('2026-03-04')) =>
  citationText(formatCitation(style, source, accessed), '*');

describe('APA 7 (Publication Manual 10.16, 10.2)', () => {
  it('a web page with an author and no date', () => {
    const source = webpage({
      authors: 'Nick Corcodilos',
      title: 'Keep your salary under wraps',
      container: 'Ask the Headhunter',
      url: 'http://www.asktheheadhunter.com/hasalary.htm',
    });
    expect(cite('apa', source)).toBe(
      'Corcodilos, N. (n.d.). *Keep your salary under wraps*. Ask the Headhunter. http://www.asktheheadhunter.com/hasalary.htm',
    );
  });

  it('a group author that is also the site names the site once', () => {
    const source = webpage({
      authors: 'U.S. Department of Veterans Affairs',
      authorIsOrganization: true,
      title: 'Facing down PTSD, vet is now soaring high',
      container: 'U.S. Department of Veterans Affairs',
      date: '2010',
      url: 'http://www.mentalhealth.va.gov/featureArticle_Feb.asp',
    });
    expect(cite('apa', source)).toBe(
      'U.S. Department of Veterans Affairs. (2010). *Facing down PTSD, vet is now soaring high*. http://www.mentalhealth.va.gov/featureArticle_Feb.asp',
    );
  });

  it('no author: the title moves to the front', () => {
    const source = webpage({
      title: 'Appeal to authority',
      container: 'Logical Fallacies',
      url: 'https://www.logicalfallacies.org/appeal-to-authority.html',
    });
    expect(cite('apa', source)).toBe(
      '*Appeal to authority*. (n.d.). Logical Fallacies. https://www.logicalfallacies.org/appeal-to-authority.html',
    );
  });

  it('a full date, and a title ending in a question mark takes no period', () => {
    const source = webpage({
      authors: 'Caroline Bologna',
      title: 'Why do some people love horror movies?',
      container: 'HuffPost',
      date: '2019-10-31',
    });
    expect(cite('apa', source)).toBe(
      'Bologna, C. (2019, October 31). *Why do some people love horror movies?* HuffPost.',
    );
  });

  it('a book by three authors, with a middle initial and the serial comma before "&"', () => {
    const source = book({
      authors: 'Joarder Kamruzzaman; Rezaul Begg; Ruhul A. Sarker',
      title: 'Artificial neural networks in finance and manufacturing',
      container: 'Idea Group Pub.',
      date: '2006-05-01',
    });
    expect(cite('apa', source)).toBe(
      'Kamruzzaman, J., Begg, R., & Sarker, R. A. (2006). *Artificial neural networks in finance and manufacturing*. Idea Group Pub.',
    );
  });

  it('two authors, and a book with a DOI, which takes no period after it', () => {
    expect(cite('apa', book({ authors: 'Dina Abdo; Michelle Bobroff', title: 'A guide', container: 'Press' }))).toBe(
      'Abdo, D., & Bobroff, M. (n.d.). *A guide*. Press.',
    );
    const source = book({
      authors: 'Fincher-Kiefer, Rebecca',
      title: 'How the body shapes knowledge: Empirical support for embodied cognition',
      container: 'American Psychological Association',
      date: '2019',
      url: 'https://doi.org/10.1037/0000136-000',
    });
    expect(cite('apa', source)).toBe(
      'Fincher-Kiefer, R. (2019). *How the body shapes knowledge: Empirical support for embodied cognition*. American Psychological Association. https://doi.org/10.1037/0000136-000',
    );
  });

  it('more than 20 authors: the first 19, an ellipsis and the last', () => {
    const authors = Array.from({ length: 22 }, (_, i) => `Ann Writer${i + 1}`).join('; ');
    const text = cite('apa', book({ authors, title: 'Big team', container: 'Press', date: '2020' }));
    expect(text).toMatch(/^Writer1, A\., Writer2, A\., .* Writer19, A\., \. \. \. Writer22, A\. \(2020\)\./);
    expect(text).not.toContain('Writer20');
  });
});

describe('MLA 9 (MLA Handbook, works cited)', () => {
  it('a web page: quoted title, italic site, day month year, URL without its protocol', () => {
    const source = webpage({
      authors: 'Phil Galewitz',
      title: 'In Depressed Rural Kentucky, Worries Mount Over Medicaid Cutbacks',
      container: 'NPR',
      date: '2016-11-19',
      url: 'https://www.npr.org/sections/health-shots/2016/11/19/202580120/in-depressed-rural-kentucky-worries-mount-over-medicaid-cutbacks',
    });
    expect(cite('mla', source)).toBe(
      'Galewitz, Phil. “In Depressed Rural Kentucky, Worries Mount Over Medicaid Cutbacks.” *NPR*, 19 Nov. 2016, www.npr.org/sections/health-shots/2016/11/19/202580120/in-depressed-rural-kentucky-worries-mount-over-medicaid-cutbacks.',
    );
  });

  it('a group author different from the site', () => {
    const source = webpage({
      authors: 'The Library of Congress',
      authorIsOrganization: true,
      title: 'American Notes: Travels in America, 1750-1920',
      container: 'American Memory',
      date: '2023-12-03',
      url: 'www.memory.loc.gov/ammem/lhtnhtml/lhtnhome.html',
    });
    expect(cite('mla', source)).toBe(
      'The Library of Congress. “American Notes: Travels in America, 1750-1920.” *American Memory*, 3 Dec. 2023, www.memory.loc.gov/ammem/lhtnhtml/lhtnhome.html.',
    );
  });

  it('an undated page without an author ends with the access date', () => {
    const source = webpage({
      title: 'How to Teach Yourself Guitar',
      container: 'eHow',
      url: 'https://www.ehow.com/how_5298173_teach-yourself-guitar.html',
    });
    expect(cite('mla', source, accessedOn('2016-06-24'))).toBe(
      '“How to Teach Yourself Guitar.” *eHow*, www.ehow.com/how_5298173_teach-yourself-guitar.html. Accessed 24 June 2016.',
    );
  });

  it('books by one, two and three or more authors', () => {
    expect(
      cite(
        'mla',
        book({ authors: 'James Gleick', title: 'Chaos: Making a New Science', container: 'Penguin', date: '1987' }),
      ),
    ).toBe('Gleick, James. *Chaos: Making a New Science*. Penguin, 1987.');
    expect(
      cite(
        'mla',
        book({
          authors: 'Paula Gillespie; Neal Lerner',
          title: 'The Allyn and Bacon Guide to Peer Tutoring',
          container: 'Allyn and Bacon',
          date: '2000',
        }),
      ),
    ).toBe('Gillespie, Paula, and Neal Lerner. *The Allyn and Bacon Guide to Peer Tutoring*. Allyn and Bacon, 2000.');
    expect(
      cite(
        'mla',
        book({
          authors: 'Anne Frances Wysocki; Johndan Johnson-Eilola; Cynthia L. Selfe; Geoffrey Sirc',
          title: 'Writing New Media: Theory and Applications for Expanding the Teaching of Composition',
          container: 'Utah State UP',
          date: '2004',
        }),
      ),
    ).toBe(
      'Wysocki, Anne Frances, et al. *Writing New Media: Theory and Applications for Expanding the Teaching of Composition*. Utah State UP, 2004.',
    );
  });
});

describe('Chicago (notes and bibliography, bibliography entries)', () => {
  it('an organisation that owns the site is the author, and the site is not named again (CMOS 14.68)', () => {
    const source = webpage({
      authors: 'Google',
      authorIsOrganization: true,
      title: 'Privacy Policy',
      container: 'Google',
      date: '2023-05-01',
      url: 'https://policies.google.com/privacy',
    });
    expect(cite('chicago', source)).toBe('Google. “Privacy Policy.” May 1, 2023. https://policies.google.com/privacy.');
  });

  it('a web page: quoted title, the site, month day year, and a period after the URL', () => {
    const source = webpage({
      authors: 'Meadhbh Hayden',
      title: 'My Tips for Swimming in the Irish Sea',
      container: 'SpunOut.ie',
      date: '2021-02-23',
      url: 'https://spunout.ie/voices/advice/my-tips-swimming-irish-sea',
    });
    expect(cite('chicago', source)).toBe(
      'Hayden, Meadhbh. “My Tips for Swimming in the Irish Sea.” SpunOut.ie. February 23, 2021. https://spunout.ie/voices/advice/my-tips-swimming-irish-sea.',
    );
  });

  it('an undated page gives the access date', () => {
    const source = webpage({
      authors: 'Sheila Connor',
      title: 'Historical Background',
      container: 'Garden and Forest',
      url: 'https://www.loc.gov/preservation/about/prd/gardfor/essays/connor.html',
    });
    expect(cite('chicago', source, accessedOn('2009-07-25'))).toBe(
      'Connor, Sheila. “Historical Background.” Garden and Forest. Accessed July 25, 2009. https://www.loc.gov/preservation/about/prd/gardfor/essays/connor.html.',
    );
  });

  it('books, with and without the place of publication', () => {
    expect(
      cite(
        'chicago',
        book({
          authors: 'Teju Cole',
          title: 'Every Day Is for the Thief',
          place: 'Abuja, Nigeria',
          container: 'Cassava Republic Press',
          date: '2007',
        }),
      ),
    ).toBe('Cole, Teju. *Every Day Is for the Thief*. Abuja, Nigeria: Cassava Republic Press, 2007.');
    expect(
      cite(
        'chicago',
        book({
          authors: 'Michael Pollan',
          title: 'The Omnivore’s Dilemma: A Natural History of Four Meals',
          container: 'Penguin',
          date: '2006',
        }),
      ),
    ).toBe('Pollan, Michael. *The Omnivore’s Dilemma: A Natural History of Four Meals*. Penguin, 2006.');
  });

  it('the first author inverted, the others not, with the serial comma', () => {
    const source = book({
      authors: 'John Smith; Jane Doe; Ann Lee',
      title: 'Shared Work',
      container: 'Press',
      date: '2020',
    });
    expect(cite('chicago', source)).toBe('Smith, John, Jane Doe, and Ann Lee. *Shared Work*. Press, 2020.');
  });
});

describe('Harvard (Cite Them Right)', () => {
  it('a web page by an author, with the access date', () => {
    const source = webpage({
      authors: 'Jonathan Amos',
      title: "Climate change: 'ice bumps' reveal history of Antartic melting",
      container: 'BBC News',
      date: '2024-02-28',
      url: 'https://www.bbc.co.uk/news/science-environment-68406880',
    });
    expect(cite('harvard', source, accessedOn('2024-03-28'))).toBe(
      "Amos, J. (2024) *Climate change: 'ice bumps' reveal history of Antartic melting*. Available at: https://www.bbc.co.uk/news/science-environment-68406880 (Accessed: 28 March 2024).",
    );
  });

  it('an organization, and "no date"', () => {
    const source = webpage({
      authors: 'British Skin Foundation',
      authorIsOrganization: true,
      title: 'What is rosacea?',
      url: 'https://knowyourskin.britishskinfoundation.org.uk/condition/rosacea/',
    });
    expect(cite('harvard', source, accessedOn('2024-01-18'))).toBe(
      'British Skin Foundation (no date) *What is rosacea?* Available at: https://knowyourskin.britishskinfoundation.org.uk/condition/rosacea/ (Accessed: 18 January 2024).',
    );
  });

  it('no author: the title leads, followed by the year', () => {
    const source = webpage({ title: "Palladio's Italian villas", date: '2005', url: 'https://www.palladio.info/' });
    expect(cite('harvard', source, accessedOn('2018-08-23'))).toBe(
      "*Palladio's Italian villas* (2005) Available at: https://www.palladio.info/ (Accessed: 23 August 2018).",
    );
  });

  it('a book by two authors, initials closed up, with its place of publication', () => {
    expect(
      cite(
        'harvard',
        book({
          authors: 'Richard Pears; Graham Shields',
          title: 'Cite them right: the essential referencing guide',
          place: 'London',
          container: 'Bloomsbury',
          date: '2022',
        }),
      ),
    ).toBe('Pears, R. and Shields, G. (2022) *Cite them right: the essential referencing guide*. London: Bloomsbury.');
    expect(
      cite('harvard', book({ authors: 'Verlet, J.R.R.', title: 'Dynamics', container: 'Press', date: '2021' })),
    ).toBe('Verlet, J.R.R. (2021) *Dynamics*. Press.');
  });

  it('three authors without a serial comma, four or more as "et al."', () => {
    const three = book({ authors: 'Ann Wong; Ben Smith; Cleo Adebole', title: 'T', container: 'P', date: '2015' });
    expect(cite('harvard', three)).toBe('Wong, A., Smith, B. and Adebole, C. (2015) *T*. P.');
    const four = book({ ...three, authors: `${three.authors}; Dan Ng` });
    expect(cite('harvard', four)).toBe('Wong, A. et al. (2015) *T*. P.');
  });
});

describe('any style', () => {
  it('gives nothing to cite without a title', () => {
    expect(formatCitation('apa', webpage({ authors: 'Ann Lee' }), new Date())).toEqual([]);
  });

  it('keeps hyphenated given names as hyphenated initials', () => {
    expect(cite('apa', webpage({ authors: 'Jean-Paul Sartre', title: 'Nausea', date: '1938' }))).toBe(
      'Sartre, J.-P. (1938). *Nausea*.',
    );
  });

  it('reads a year, a month or a day, and refuses impossible dates', () => {
    expect(parseSourceDate(' 2019 ')).toEqual({ year: 2019 });
    expect(parseSourceDate('2019-10')).toEqual({ year: 2019, month: 10 });
    expect(parseSourceDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseSourceDate('')).toBeNull();
    for (const text of ['2023-02-29', '2019-13', '19-10-31', 'October 2019'])
      expect(parseSourceDate(text)).toBe('invalid');
  });
});
