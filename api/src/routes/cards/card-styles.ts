import { readableTextOn } from '@bizcard/shared/schemas';
import { type CardTheme, DEFAULT_THEME } from './card-template';
import { cssColor } from './html';

/**
 * The page's style sheet in the template's colours; mobile first, a centred column on wide
 * screens. `overflow-wrap:anywhere` on the body reaches every text: a word wider than a 320 px
 * phone (a long name, an email, a web address) breaks instead of widening the page. Rules
 * with a side use logical properties (margin-inline-end, …): an Arabic page mirrors them.
 */
export function cardStyles(theme: CardTheme): string {
  const c = (key: keyof CardTheme) => cssColor(theme[key], DEFAULT_THEME[key]);
  return `
*{box-sizing:border-box}
body{margin:0;background:${c('backgroundColor')};color:${c('textColor')};
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
overflow-wrap:anywhere}
main{max-width:480px;margin:0 auto;padding:0 0 32px}
.hero{background:${c('headerBackground')};border-bottom:4px solid ${c('accentColor')};
padding:32px 20px 24px;text-align:center}
.hero .band{height:6px;background:${c('primaryColor')};margin:-32px -20px 24px}
.photo{width:96px;height:96px;border-radius:50%;object-fit:cover;border:3px solid ${c('primaryColor')}}
.logo{max-height:40px;max-width:160px;display:block;margin:0 auto 16px}
h1{margin:8px 0 0;font-size:1.6rem;line-height:1.2;color:${c('secondaryColor')}}
.pronouns{font-size:.9rem;opacity:.75}
.role{margin:4px 0 0;font-weight:600;color:${c('primaryColor')}}
.org,.accreditations{margin:2px 0 0}
.add{display:inline-block;margin-top:20px;padding:12px 24px;border-radius:999px;
background:${c('primaryColor')};color:${readableTextOn(c('primaryColor'))};font-weight:600;text-decoration:none}
.add:focus-visible,a:focus-visible{outline:3px solid ${c('accentColor')};outline-offset:2px}
section{background:${c('cardBackground')};border:1px solid ${c('borderColor')};border-radius:12px;
margin:16px 12px 0;padding:16px 20px}
h2{margin:0 0 12px;font-size:1.05rem;color:${c('secondaryColor')}}
ul{list-style:none;margin:0;padding:0}
li{padding:6px 0;border-top:1px solid ${c('borderColor')}}
li:first-child{border-top:0}
.label{display:block;font-size:.75rem;text-transform:uppercase;letter-spacing:.04em;opacity:.7}
a{color:${c('primaryColor')}}
address{font-style:normal}
.share li{display:inline-block;border:0;padding-block:0;margin-inline-end:16px}
summary{margin-block-start:8px;cursor:pointer;color:${c('primaryColor')}}
.share img{display:block;width:200px;max-width:100%;margin-block-start:8px;image-rendering:pixelated}
a[href^=tel]{direction:ltr;unicode-bidi:isolate}
@media (min-width:600px){main{padding-top:32px}.hero{border-radius:12px;margin:0 12px}}
`;
}
