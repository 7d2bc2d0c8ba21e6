import { palette } from '../../../styles/palette';

export default `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.brand800}"/><stop offset="1" stop-color="${palette.brand500}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#bg)"/>
  <path d="M150 520 C 350 520, 380 180, 600 180 S 850 520, 1050 520" fill="none" stroke="${palette.white}" stroke-width="14" stroke-linecap="round" opacity="0.9"/>
  <circle cx="150" cy="520" r="34" fill="${palette.accent400}" stroke="${palette.white}" stroke-width="8"/>
  <circle cx="330" cy="380" r="34" fill="${palette.brand400}" stroke="${palette.white}" stroke-width="8"/>
  <circle cx="600" cy="180" r="34" fill="${palette.accent400}" stroke="${palette.white}" stroke-width="8"/>
  <circle cx="870" cy="380" r="34" fill="${palette.brand400}" stroke="${palette.white}" stroke-width="8"/>
  <circle cx="1050" cy="520" r="34" fill="${palette.accent400}" stroke="${palette.white}" stroke-width="8"/>
  <path d="M600 180 L 760 90" stroke="${palette.white}" stroke-width="8" stroke-dasharray="14 14" opacity="0.6"/>
  <circle cx="780" cy="80" r="22" fill="${palette.white}" opacity="0.7"/>
</svg>
`;
