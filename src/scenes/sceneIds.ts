/**
 * Every product scene and the size it is drawn at (its SVG viewBox): the page reserves that box
 * before the image arrives, so nothing shifts. The drawings live in `./draw/`, their words in
 * `./copy/<locale>.ts`; each is published once per locale as a cached SVG.
 */
export const sceneSizes = {
  /** The story editor: a node graph of scenes and branches, with a phone preview. */
  editor: [720, 480],
  /** A visual-novel scene as the player sees it: background, character, dialogue, choices. */
  novel: [720, 480],
  /** The phone player, held upright, mid-scene. */
  phone: [360, 640],
  /** The phone player on an onboarding's first day, shown round by a buddy. */
  welcome: [360, 640],
  /** The phone player in a customer-service case, between two real calls. */
  complaint: [360, 640],
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
  /** Compliance: a policy question mid-quiz, and the certificate it leads to. */
  certificate: [720, 480],
  /** Customer service: a call with an angry customer, played as a scene. */
  support: [720, 480],
  /** Upskilling: a skills map with levels unlocked per role. */
  skills: [720, 480],
  /**
   * Engagement and marketing: a campaign built as a branded interactive story (its cover, public)
   * and its results: players, how far they got, the most chosen decisions. Counts only.
   */
  campaign: [720, 480],
  /** Trainers: a module's slide deck beside the same lesson played as a scene. */
  course: [720, 480],
  /** Training: a branching scenario with feedback after a choice. */
  feedback: [720, 480],
  /** Recruitment: the recruiter's view of a candidate after the job test and async interview. */
  shortlist: [720, 480],
  /** Sales: a client's objection answered in the way his DISC profile asks for. */
  objection: [720, 480],
  /** Compliance: a policy, a case, the mistake explained and the completion record. */
  policy: [720, 480],
} as const satisfies Record<string, readonly [width: number, height: number]>;

export type SceneId = keyof typeof sceneSizes;

/** Scenes drawn anew for phones, 360 wide: the height each phone drawing takes. */
export const phoneDrawingHeights = { shortlist: 532, objection: 580, policy: 672 } as const;

/**
 * On phones a whole 720-wide scene would shrink its words to 6–8 px: each scene also ships a crop
 * of its key part (x, y, width, height in the drawing's units), shown below 640 px at about its
 * own size (a drawing may lay its parts out anew for it: see `renderScenePhone`). The phone player
 * is upright already and needs none.
 */
export const scenePhoneCrops: Partial<Record<SceneId, readonly [number, number, number, number]>> =
  {
    editor: [150, 44, 380, 430],
    novel: [300, 0, 420, 480],
    analytics: [140, 40, 400, 440],
    disc: [345, 40, 375, 440],
    branding: [360, 40, 360, 440],
    interview: [10, 40, 350, 440],
    journey: [22, 44, 470, 430],
    course: [360, 8, 354, 464],
    certificate: [8, 8, 424, 464],
    support: [0, 40, 370, 440],
    skills: [24, 58, 482, 362],
    campaign: [18, 56, 324, 408],
    feedback: [14, 56, 374, 384],
    // Drawn anew for phones (their `phone` drawing), from the top-left corner.
    shortlist: [0, 0, 360, phoneDrawingHeights.shortlist],
    objection: [0, 0, 360, phoneDrawingHeights.objection],
    policy: [0, 0, 360, phoneDrawingHeights.policy],
  };

export const sceneIds = Object.keys(sceneSizes) as [SceneId, ...SceneId[]];

export function isSceneId(value: unknown): value is SceneId {
  return typeof value === 'string' && Object.hasOwn(sceneSizes, value);
}
