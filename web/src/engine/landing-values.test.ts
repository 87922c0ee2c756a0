import { describe, expect, it } from 'vitest';
import { largeThumb, mainValues } from './landing-values';

const documents = [
  { label: 'Business Plan', url: 'business-plan-D99', thumb: 'imgs/250px/99.png', search: '/search/?t=business-plan' },
  {
    label: 'Loan Agreement',
    url: 'loan-agreement-D107',
    thumb: 'imgs/250px/107.png',
    search: '/search/?t=loan-agreement',
  },
];

describe('mainValues (derived main values)', () => {
  it('derives label, alias, thumb and passes card heading and main-button flag through', () => {
    expect(
      mainValues({
        keywords: ['business-and-legal-documents', 'other'],
        documents,
        cardHeading: 'Top',
        isMainButton: true,
      }),
    ).toEqual({
      label: 'Business Plan',
      alias: 'Business And Legal Documents',
      thumb: 'imgs/600px/99.png',
      cardHeading: 'Top',
      isMainButton: true,
    });
  });

  it('gives nulls for an empty landing', () => {
    expect(mainValues({ keywords: [], documents: [], cardHeading: null, isMainButton: false })).toEqual({
      label: null,
      alias: null,
      thumb: null,
      cardHeading: null,
      isMainButton: false,
    });
  });
});

describe('largeThumb (250px -> 600px)', () => {
  it('swaps the size in relative and absolute addresses', () => {
    expect(largeThumb('imgs/250px/99.png')).toBe('imgs/600px/99.png');
    expect(largeThumb('https://img.paperwise.test/imgs/250px/101.png')).toBe(
      'https://img.paperwise.test/imgs/600px/101.png',
    );
  });
  it('leaves other sizes alone', () => {
    expect(largeThumb('imgs/600px/99.png')).toBe('imgs/600px/99.png');
    expect(largeThumb('imgs/1250px/99.png')).toBe('imgs/1250px/99.png');
  });
});
