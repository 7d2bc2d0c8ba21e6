import type { LocaleGlossary } from './types';

export const glossary = {
  entries: [
    // Concepts the site names.
    {
      concept: 'the product’s editor',
      term: 'editor (no-code editor)',
      refuse: ['no-code builder', 'visual builder', 'game builder', 'drag-and-drop builder'],
      note: '“Builder” drifted in as a second name for the same tool; the pricing and playbook copy call it the editor.',
    },
    {
      concept: 'person who plays an experience',
      term: 'player',
      refuse: ['jugadores?', 'joueurs?'],
      note: '“Learner”, “participant”, “candidate” and “new hire” stay where the page speaks to one audience.',
    },
    {
      concept: 'building blocks of a game',
      term: 'node, scene, character, track',
      refuse: ['nodos?', 'escenas?'],
    },
    {
      concept: 'dashboard',
      term: 'dashboard',
      refuse: ['control panels?', 'admin panel'],
      note: 'The spec’s “control panel” is the same screen; one name across marketing and legal pages.',
    },
    {
      concept: 'analytics',
      term: 'metrics and analytics',
      refuse: ['analítica', 'analytique'],
    },
    {
      concept: 'visual novel',
      term: 'visual novel',
      refuse: ['novelas? visual(es)?', 'romans? visuels?'],
      note: 'Hyphenated only as a modifier: “visual-novel games”.',
    },
    {
      concept: 'upskilling',
      term: 'upskilling',
      refuse: ['up-skilling', 'up skilling'],
    },
    {
      concept: 'onboarding',
      term: 'onboarding',
      refuse: ['on-boarding', 'on boarding'],
    },
    {
      concept: 'recruitment',
      term: 'recruitment (page and menu); hiring in running text',
      refuse: ['reclutamiento', 'recrutement'],
    },
    {
      concept: 'training',
      term: 'training (uncountable)',
      refuse: ['trainings', 'formación'],
      note: '“Trainings” is a non-native plural; say “courses” or “sessions”.',
    },
    {
      concept: 'compliance',
      term: 'compliance training',
      refuse: ['compliance people'],
      note: '“Compliance people” reads as staff who work in compliance.',
    },
    {
      concept: 'case study',
      term: 'case study',
      refuse: ['practical cases?', 'success cases?', 'caso práctico', 'caso de éxito'],
      note: 'Calques of “caso práctico” and “caso de éxito”.',
    },
    {
      concept: 'affiliate program',
      term: 'affiliate program',
      refuse: ['affiliation program', 'affiliates program', 'partner program'],
    },
    {
      concept: 'commission',
      term: 'commission',
      refuse: ['commision', 'comission'],
    },
    {
      concept: 'free trial',
      term: 'free trial',
      refuse: ['free test', 'test period', 'prueba gratuita', 'essai gratuit'],
    },
    {
      concept: 'pricing plan',
      term: 'plan',
      refuse: ['pricing formula', 'subscription formula', 'pricing tiers?'],
      note: '“Offer” stays an ordinary word (a job offer), never the name of a plan.',
    },
    {
      concept: 'white label',
      term: 'white label (white-label as a modifier)',
      refuse: ['white labelling', 'marca blanca', 'marque blanche'],
    },
    {
      concept: 'branding',
      term: 'branding, custom branding',
      refuse: ['personalized branding', 'personalised branding'],
    },
    {
      concept: 'AI feedback',
      term: 'AI feedback (optional AI feedback)',
      refuse: ['IA', 'AI-feedback', 'feedback with AI'],
      note: '“IA” is the Spanish and French abbreviation.',
    },
    {
      concept: 'journey',
      term: 'journey (the new hire’s journey)',
      refuse: ['viajes?', 'parcours', 'onboarding trip'],
    },
    {
      concept: 'email',
      term: 'email',
      refuse: ['e-mails?', 'correo electrónico'],
      note: 'US house style, legal pages included.',
    },
    // Calls to action: one label each.
    {
      concept: 'start-free CTA',
      term: 'Start free',
      refuse: [
        'start for free',
        'try it free',
        'try it for free',
        'try for free',
        'start your free trial',
        'get started for free',
      ],
      note: 'One label on every button that opens sign-up with the free trial; the trial length sits in the copy around it.',
    },
    {
      concept: 'talk-to-sales CTA',
      term: 'Talk to sales',
      refuse: ['speak to sales', 'speak with sales', 'talk with sales', 'contact sales'],
    },
    {
      concept: 'book-a-demo CTA',
      term: 'Book a demo',
      refuse: ['request a demo', 'schedule a demo', 'ask for a demo'],
    },
    {
      concept: 'book-a-meeting CTA',
      term: 'Book a meeting',
      refuse: ['book a sales meeting', 'schedule a meeting with sales'],
    },
    {
      concept: 'log-in CTA',
      term: 'Log in',
      refuse: ['sign in', 'log-in'],
    },
    {
      concept: 'sign-up CTA',
      term: 'Sign up (the noun: sign-up)',
      refuse: ['sign-up now', 'register now'],
    },
    {
      concept: 'read-more CTA',
      term: 'Read more',
      refuse: ['keep reading'],
    },
    {
      concept: 'see-plans CTA',
      term: 'See plans',
      refuse: ['view plans', 'view pricing'],
    },
  ],
  words: [
    'upskilling',
    'reskilling',
    'preboarding',
    'advergaming',
    'playthrough',
    'playthroughs',
    'logline',
    'loglines',
    'subgenre',
    'LOPDGDD',
    'LSSI',
    'AEPD',
    'Agencia',
    'Española',
    'Protección',
    'Datos',
    'Calle',
    'Jorge',
    'Juan',
    'cookieConsent',
    'i18nextLng',
  ],
} as const satisfies LocaleGlossary;
