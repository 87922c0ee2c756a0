import localFont from 'next/font/local';

/**
 * Inter (variable weight 100–900, SIL Open Font License, web/fonts/OFL.txt), shipped in the repository
 * and served by the site itself: nothing is fetched from a font service. The file is the Latin
 * subset of @fontsource-variable/inter 5.3.0 (Basic Latin, Latin-1 with œ, general punctuation, €
 * and ™), which covers the six languages of the site; any other character falls back to the system
 * fonts of --font-sans. next/font adds a metric-matched fallback face, so the text does not move
 * when Inter arrives. Its class goes on <html> and sets --font-inter, which tokens.css reads.
 */
export const inter = localFont({
  src: '../../fonts/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
