import { render, screen } from '@testing-library/react';
import { RichText } from './richText';

function renderText(markdown: string, headingStart?: 2 | 3 | 4) {
  return render(<RichText markdown={markdown} headingStart={headingStart} />).container;
}

describe('RichText', () => {
  it('renders what the editor offers: paragraphs, bold, lists, links', () => {
    const container = renderText('Testo **in grassetto** e *corsivo*.\n\n- primo\n- secondo\n\n1. uno\n2. due');
    expect(container.querySelector('p strong')).toHaveTextContent('in grassetto');
    expect(container.querySelector('p em')).toHaveTextContent('corsivo');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['primo', 'secondo', 'uno', 'due']);
  });

  it('renders no HTML written in the text: a <script> is not there, nor its words', () => {
    const container = renderText(
      'Prima.\n\n<script>alert("no")</script>\n\nDopo <img src=x onerror="alert(1)"> e <b>tag</b>.',
    );
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.innerHTML).not.toMatch(/alert|onerror|<script/);
    expect(container).toHaveTextContent('Prima.');
    expect(container).toHaveTextContent('Dopo');
  });

  it('drops a javascript: or data: link and keeps its words', () => {
    const container = renderText(
      '[uno](javascript:alert(1)) [due](JAVASCRIPT:alert(2)) [tre](data:text/html,<b>x</b>)',
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('uno due tre');
    expect(container.innerHTML).not.toMatch(/javascript|data:/i);
  });

  it('links a page of the site as a site link, and another site with rel noopener', () => {
    renderText(
      '[La flotta](/gielle-rental) e [un sito](https://www.example.org/pagina) e [una mail](mailto:info@example.org)',
    );
    const internal = screen.getByRole('link', { name: 'La flotta' });
    expect(internal).toHaveAttribute('href', '/gielle-rental');
    expect(internal).not.toHaveAttribute('rel');
    const external = screen.getByRole('link', { name: 'un sito' });
    expect(external).toHaveAttribute('href', 'https://www.example.org/pagina');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'una mail' })).toHaveAttribute('href', 'mailto:info@example.org');
  });

  it('treats a protocol-relative address as another site', () => {
    renderText('[altrove](//www.example.org/x)');
    expect(screen.getByRole('link', { name: 'altrove' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shifts headings below the page’s H1, down to h6 at most', () => {
    const container = renderText('# Uno\n\n## Due\n\n###### Sei');
    expect(container.querySelector('h1')).toBeNull();
    expect(
      [...container.querySelectorAll('h2, h3, h4, h5, h6')].map(
        (heading) => `${heading.tagName} ${heading.textContent}`,
      ),
    ).toEqual(['H2 Uno', 'H3 Due', 'H6 Sei']);
    expect(renderText('# Tre', 3).querySelector('h3')).toHaveTextContent('Tre');
  });

  it('keeps an image’s place empty: photos come through the photo pipeline, not the text', () => {
    const container = renderText('![foto](/images/news/x.jpg)\n\nTesto.');
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Testo.');
  });
});
