/**
 * Every product scene and the size it is drawn at (its SVG viewBox): the page reserves that box
 * before the image arrives, so nothing shifts. The drawings live in `../build/scenes/draw/`, their words in
 * `./copy/<locale>.ts`; each is published once per locale as a cached SVG.
 */
export const sceneSizes = {
  /** The story editor: a node graph of scenes and branches, with a phone preview. */
  editor: [720, 480],
  /** A visual-novel scene as the player sees it: background, character, dialogue, choices. */
  novel: [720, 480],
  /** The phone player, held upright, mid-scene. */
  phone: [360, 640],
  /** The phone player in a trainer's lesson: the manager asks where to start a busy day. */
  lesson: [360, 640],
  /** The phone player in a recruitment's job preview: a customer in a hurry at a shoe shop. */
  trial: [360, 640],
  /** The phone player in a chain's campaign for its staff: a customer at a clothes shop. */
  shift: [360, 640],
  /** The analytics dashboard with the spec's figures. */
  analytics: [720, 480],
  /** The result of the sales simulator's DISC profile. */
  disc: [720, 480],
  /** The branding settings: a logo slot, the brand's colours, and a game screen in them. */
  branding: [720, 480],
  /** An asynchronous interview, as the candidate answers it. */
  interview: [720, 480],
  /** Onboarding: the welcome journey, day one to day ninety, as missions. */
  journey: [720, 480],
  /** The Taco Bell case: its branded onboarding game as a journey, and the spec's three results. */
  case: [720, 480],
  /** Compliance: a policy question mid-quiz, and the certificate it leads to. */
  certificate: [720, 480],
  /** Customer service: a call with an angry customer, played as a scene. */
  support: [720, 480],
  /** Customer service, the trainer's side: in the editor, how the customer reacts to each reply. */
  moodRules: [720, 480],
  /** Upskilling: a skills map with levels unlocked per role. */
  skills: [720, 480],
  /**
   * Marketing: a campaign built as a branded interactive story (its cover, public) and its
   * results: players, how far they got, the most chosen decisions. Counts only.
   */
  campaign: [720, 480],
  /** Trainers: a group's metrics after a course, down to the decision that cost it most. */
  course: [720, 480],
  /** Training: a branching scenario with feedback after a choice. */
  feedback: [720, 480],
  /** The platform's first step: a new experience's brief, and the button that drafts it. */
  brief: [720, 480],
  /** The AI's first draft of that experience: scenes, cast, choices. */
  draft: [720, 480],
  /** The platform: a team's workspace of experiences for several uses, and the way to start one. */
  workspace: [720, 480],
  /** The playbooks' covers (16:9, as the cards): what each prompt gives a writer, in large words. */
  pitchCover: [720, 405],
  spineCover: [720, 405],
  chaptersCover: [720, 405],
  scriptCover: [720, 405],
  /** The training article's card: points and badges, and the three things it argues for instead. */
  articleCover: [720, 405],
  /** Affiliates: a partner's panel for the programme's own example (src/data/affiliates.ts). */
  affiliate: [720, 480],
  /** Publishing: public or private, and the link to share. */
  publish: [720, 480],
  /** Marketing: one public brand game, and its one link shared on a post, a newsletter and a poster. */
  launch: [720, 480],
  /** Recruitment: the recruiter's view of a candidate after the job test and async interview. */
  shortlist: [720, 480],
  /** Sales: a client's objection answered in the way his DISC profile asks for. */
  objection: [720, 480],
  /** Sales, the manager's side: each rep's runs, where each loses the sale, whom to coach next. */
  team: [720, 480],
  /** Compliance: a policy, a case, the mistake explained and the completion record. */
  policy: [720, 480],
  /** Engagement, the organiser's side: a season of weekly missions, its players, the team ranking. */
  season: [720, 480],
  /** Onboarding, the new hire's side on day 3: her level, her missions, her badges, her buddy. */
  quests: [720, 480],
  /** Onboarding, HR's and the managers' side: a month's new hires, each one's stage, who has stopped where. */
  cohort: [720, 480],
} as const satisfies Record<string, readonly [width: number, height: number]>;

export type SceneId = keyof typeof sceneSizes;

/** The scenes drawn on a band of their own (the covers): a card shows them edge to edge, unframed. */
export const fullBleedScenes: ReadonlySet<SceneId> = new Set([
  'pitchCover',
  'spineCover',
  'chaptersCover',
  'scriptCover',
  'articleCover',
]);

/**
 * Each scene's phone composition and its size (drawing units): laid out anew for a phone in
 * `../build/scenes/phone/`, not cut from the desktop drawing, and shown below 640 px. The upright phone player
 * needs none.
 */
export const scenePhoneSizes: Partial<Record<SceneId, readonly [width: number, height: number]>> = {
  editor: [360, 560],
  novel: [360, 540],
  analytics: [360, 600],
  disc: [360, 720],
  branding: [360, 570],
  interview: [360, 600],
  journey: [360, 660],
  case: [360, 790],
  certificate: [360, 720],
  support: [360, 720],
  moodRules: [360, 820],
  skills: [360, 650],
  campaign: [360, 770],
  course: [360, 750],
  feedback: [360, 742],
  brief: [360, 520],
  draft: [360, 620],
  publish: [360, 520],
  launch: [360, 950],
  workspace: [360, 560],
  affiliate: [360, 680],
  shortlist: [360, 552],
  objection: [360, 552],
  team: [360, 660],
  policy: [360, 700],
  season: [360, 770],
  quests: [360, 800],
  cohort: [360, 770],
};

export const sceneIds = Object.keys(sceneSizes) as [SceneId, ...SceneId[]];

export function isSceneId(value: unknown): value is SceneId {
  return typeof value === 'string' && Object.hasOwn(sceneSizes, value);
}

/**
 * The em of the glyphs a published scene draws its words with (src/build/scenes/outline.ts), in path
 * units: a line's font size is its group's scale times this.
 */
export const sceneGlyphEm = 256;
