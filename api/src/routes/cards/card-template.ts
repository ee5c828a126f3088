// What a card page is laid out with. The template designer will store one per tenant; until
// then every card uses DEFAULT_TEMPLATE (spec §3 Contact page template, §9 default theme).

export interface CardTheme {
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  backgroundColor: string;
  textColor: string;
  headerBackground: string;
  cardBackground: string;
  borderColor: string;
}

export interface CardSection {
  enabled: boolean;
  title: string;
}

export interface CardSections {
  contactInfo: CardSection;
  address: CardSection;
  businessHours: CardSection;
  socialMedia: CardSection;
}

export interface CustomSection {
  id: string;
  title: string;
  content: string;
}

export interface CardTemplate {
  pageTitle: string;
  theme: CardTheme;
  sections: CardSections;
  customSections: CustomSection[];
  businessHours: string | null;
  companyLogoUrl: string | null;
  profilePhotoUrl: string | null;
}

/** The first theme preset, 'wcd'. */
export const DEFAULT_THEME: CardTheme = {
  primaryColor: '#0032A0',
  secondaryColor: '#00174D',
  accentColor: '#C4D600',
  backgroundColor: '#F9FAFB',
  textColor: '#1F2937',
  headerBackground: '#FFFFFF',
  cardBackground: '#FFFFFF',
  borderColor: '#E5E7EB',
};

export const DEFAULT_TEMPLATE: CardTemplate = {
  pageTitle: 'Contact Me',
  theme: DEFAULT_THEME,
  sections: {
    contactInfo: { enabled: true, title: 'Get In Touch' },
    address: { enabled: true, title: 'Visit Us' },
    businessHours: { enabled: true, title: 'Business Hours' },
    socialMedia: { enabled: true, title: 'Follow Us' },
  },
  customSections: [],
  businessHours: null,
  companyLogoUrl: null,
  profilePhotoUrl: null,
};
