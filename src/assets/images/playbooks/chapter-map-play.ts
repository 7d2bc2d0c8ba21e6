import { palette } from '../../../styles/palette';

export default `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.brand700}"/><stop offset="1" stop-color="${palette.brand950}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#bg)"/>
  <rect x="120" y="140" width="200" height="150" rx="22" fill="${palette.white}" opacity="0.8"/>
  <rect x="145" y="170" width="60" height="60" rx="14" fill="${palette.accent400}"/>
  <rect x="145" y="250" width="140" height="14" rx="7" fill="${palette.brand200}"/>
  <rect x="370" y="140" width="200" height="150" rx="22" fill="${palette.white}" opacity="0.95"/>
  <rect x="395" y="170" width="60" height="60" rx="14" fill="${palette.brand600}"/>
  <rect x="395" y="250" width="140" height="14" rx="7" fill="${palette.brand200}"/>
  <rect x="620" y="140" width="200" height="150" rx="22" fill="${palette.white}" opacity="0.95"/>
  <rect x="645" y="170" width="60" height="60" rx="14" fill="${palette.accent400}"/>
  <rect x="645" y="250" width="140" height="14" rx="7" fill="${palette.brand200}"/>
  <rect x="870" y="140" width="200" height="150" rx="22" fill="${palette.white}" opacity="0.8"/>
  <rect x="895" y="170" width="60" height="60" rx="14" fill="${palette.brand600}"/>
  <rect x="895" y="250" width="140" height="14" rx="7" fill="${palette.brand200}"/>
  <rect x="120" y="360" width="200" height="150" rx="22" fill="${palette.white}" opacity="0.95"/>
  <rect x="145" y="390" width="60" height="60" rx="14" fill="${palette.accent400}"/>
  <rect x="145" y="470" width="140" height="14" rx="7" fill="${palette.brand200}"/>
  <rect x="370" y="360" width="200" height="150" rx="22" fill="${palette.white}" opacity="0.95"/>
  <rect x="395" y="390" width="60" height="60" rx="14" fill="${palette.brand600}"/>
  <rect x="395" y="470" width="140" height="14" rx="7" fill="${palette.brand200}"/>
  <rect x="620" y="360" width="200" height="150" rx="22" fill="${palette.white}" opacity="0.8"/>
  <rect x="645" y="390" width="60" height="60" rx="14" fill="${palette.accent400}"/>
  <rect x="645" y="470" width="140" height="14" rx="7" fill="${palette.brand200}"/>
  <rect x="870" y="360" width="200" height="150" rx="22" fill="${palette.white}" opacity="0.95"/>
  <rect x="895" y="390" width="60" height="60" rx="14" fill="${palette.brand600}"/>
  <rect x="895" y="470" width="140" height="14" rx="7" fill="${palette.brand200}"/>
  <path d="M320 215 h50" stroke="${palette.accent400}" stroke-width="8" stroke-linecap="round"/>
  <path d="M570 215 h50" stroke="${palette.accent400}" stroke-width="8" stroke-linecap="round"/>
  <path d="M820 215 h50" stroke="${palette.accent400}" stroke-width="8" stroke-linecap="round"/>
  <path d="M320 435 h50" stroke="${palette.accent400}" stroke-width="8" stroke-linecap="round"/>
  <path d="M570 435 h50" stroke="${palette.accent400}" stroke-width="8" stroke-linecap="round"/>
  <path d="M820 435 h50" stroke="${palette.accent400}" stroke-width="8" stroke-linecap="round"/>

</svg>
`;
