// What a card page is drawn with: the tenant's saved template (routes/templates), or the
// default one while it has none (spec §3 Contact page template, §9 default theme).
export { type CardTheme, DEFAULT_THEME } from '@bizcard/shared/model';
export {
  assetUrl,
  DEFAULT_TEMPLATE,
  type TemplateRecord as CardTemplate,
} from '../templates/template-record';
