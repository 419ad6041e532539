/**
 * The sizes attribute of the news pictures, as lib/images/picture.ts measures the others: a card
 * takes the fleet card's columns (one, two from 600 px, three from 1024), an item's first photo the
 * text column (46rem at most), its other photos two a row from 600 px.
 */
export const newsCardSizes =
  '(min-width: 1280px) 370px, (min-width: 1024px) calc(32vw - 40px), (min-width: 600px) calc(48vw - 44px), calc(96vw - 16px)';
export const newsPhotoSizes = '(min-width: 800px) 736px, calc(96vw - 16px)';
export const newsGallerySizes = '(min-width: 800px) 360px, (min-width: 600px) calc(48vw - 20px), calc(96vw - 16px)';
