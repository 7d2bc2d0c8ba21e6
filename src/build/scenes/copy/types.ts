/**
 * The words each scene shows, per locale. A scene is a picture of the product in use, so its
 * words are the product's: scene names, a character's line, a dashboard's labels. Figures never
 * live here: they come from `src/data` and are formatted with `Intl`.
 */
type Words<N extends number, T extends readonly string[] = []> = T['length'] extends N
  ? T
  : Words<N, readonly [...T, string]>;

export interface SceneCopy {
  editor: {
    windowTitle: string;
    panelTitle: string;
    /** The story's parts, listed in the left panel. */
    tools: Words<4>;
    castTitle: string;
    /** Two characters: name, then role. */
    cast: Words<2>;
    castRoles: Words<2>;
    /** The story's scenes: start, two branches, a success ending and a failure ending. */
    nodes: Words<5>;
    /** Node kinds: start, scene, ending. */
    kinds: Words<3>;
    outcomes: Words<2>;
    /** Choice labels: two leaving the start, two leaving the selected scene. */
    branches: Words<4>;
    previewTitle: string;
    previewLine: string;
    playtest: string;
    addScene: string;
  };
  novel: {
    chapter: string;
    scene: string;
    speaker: string;
    role: string;
    line: string;
    choices: Words<3>;
  };
  phone: {
    chapter: string;
    speaker: string;
    line: string;
    choices: Words<3>;
  };
  /** The same player in a trainer's lesson, the manager asking where to start the day. */
  lesson: SceneCopy['phone'];
  /** The same player in a recruitment's job preview: a customer in a hurry. */
  trial: SceneCopy['phone'];
  /** The same player in a staff campaign's first scene: a customer looking for a present. */
  shift: SceneCopy['phone'];
  analytics: {
    windowTitle: string;
    game: string;
    range: string;
    /** KPI tiles: completion rate, engagement, players. */
    kpis: Words<3>;
    before: string;
    after: string;
    engagementNote: string;
    playersNote: string;
    chartTitle: string;
    funnelTitle: string;
    /** Scene names, first to last. */
    scenes: Words<5>;
  };
  disc: {
    windowTitle: string;
    heading: string;
    player: string;
    dimensions: Words<4>;
    profileLabel: string;
    profile: string;
    description: string;
    strengthsTitle: string;
    strengths: Words<2>;
    practiseTitle: string;
    practise: Words<2>;
    button: string;
  };
  branding: {
    windowTitle: string;
    /** Section headings: logo, colours. */
    sections: Words<2>;
    /** The logo placeholder's words: the customer puts their own logo there. */
    logo: string;
    logoHint: string;
    swatches: Words<4>;
    speaker: string;
    line: string;
    choices: Words<2>;
    save: string;
  };
  interview: {
    windowTitle: string;
    step: string;
    recruiter: string;
    recruiterRole: string;
    question: string;
    tip: string;
    answerTitle: string;
    recording: string;
    restart: string;
    next: string;
  };
  journey: {
    windowTitle: string;
    hello: string;
    role: string;
    progress: string;
    days: Words<6>;
    missions: Words<6>;
    current: string;
    start: string;
  };
  /** The Taco Bell case: its onboarding game and its three results (figures from `src/data`). */
  case: {
    windowTitle: string;
    /** The client's name, as words: no logo or mark of theirs is drawn. */
    client: string;
    game: string;
    sector: string;
    journeyTitle: string;
    /** The journey's stages, from the first day to the 90th, where retention is read. */
    steps: Words<4>;
    /** What each result measures, in the case page's words: time, retention, satisfaction. */
    results: Words<3>;
    before: string;
    after: string;
  };
  certificate: {
    course: string;
    step: string;
    question: string;
    options: Words<3>;
    correct: string;
    explanation: string;
    title: string;
    awarded: string;
    name: string;
    score: string;
    date: string;
  };
  support: {
    title: string;
    call: string;
    customer: string;
    line: string;
    mood: string;
    moods: Words<3>;
    repliesTitle: string;
    /** The reply's kind, then its words: empathise, apologise and fix, transfer. */
    tags: Words<3>;
    replies: Words<3>;
  };
  /**
   * Customer service, the trainer's side: in the editor, how the customer reacts to each of the
   * agent's replies at one step of a case, and the ending the chosen one leads to.
   */
  moodRules: {
    windowTitle: string;
    /** The case and the step being edited, over its title. */
    caseLabel: string;
    title: string;
    playtest: string;
    /** The customer, a woman (Dana), and her line at this step. */
    customer: string;
    line: string;
    repliesTitle: string;
    /** The agent's three replies: apologise and fix, transfer, make her wait. */
    replies: Words<3>;
    /** What each reply does to her mood, after its signed step: calms, impatient, angry. */
    effects: Words<3>;
    /** Where each reply leads: resolved on this call, another team, a manager asked for. */
    leads: Words<3>;
    gaugeTitle: string;
    /** The gauge's ends: angry, calm. */
    moods: Words<2>;
    /** Under the gauge: the selected reply, A, whose effect it previews. */
    previewNote: string;
    endingLabel: string;
    /** The ending the first reply leads to, and what it means for her. */
    ending: string;
    endingNote: string;
  };
  skills: {
    windowTitle: string;
    roles: Words<2>;
    progress: string;
    skills: Words<6>;
    /** Each skill's level, e.g. "Level 2/3"; locked skills show `locked`. */
    levels: Words<4>;
    locked: string;
    badgeTitle: string;
    badge: string;
    badgeNote: string;
  };
  campaign: {
    windowTitle: string;
    /** The story's cover, in the customer's colours. */
    story: string;
    visibility: string;
    length: string;
    tagline: string;
    play: string;
    resultsTitle: string;
    /** Count tiles: players who started, players who reached the end. */
    tiles: Words<2>;
    funnelTitle: string;
    /** Chapter names, first to last. */
    chapters: Words<4>;
    decisionsTitle: string;
    /** The three options of the first chapter's decision, most chosen first. */
    decisions: Words<3>;
  };
  /**
   * Training, the trainer's side: a group's metrics at the end of a course, down to the decision
   * that cost them most. Slots in braces take figures from the drawing.
   */
  course: {
    windowTitle: string;
    group: string;
    courseName: string;
    /** `{count}` scenes. */
    scenes: string;
    /** `{count}` of `{total}`. */
    finished: string;
    /** `{count}` minutes. */
    minutes: string;
    /** Scene `{n}`. */
    scene: string;
    /** Under the tiles: finished, average time, the hardest scene. */
    kpis: Words<3>;
    barsTitle: string;
    hardestTitle: string;
    speaker: string;
    line: string;
    /** The right answer first. */
    choices: Words<2>;
  };
  feedback: {
    title: string;
    situationLabel: string;
    situation: string;
    speaker: string;
    choiceLabel: string;
    options: Words<3>;
    verdict: string;
    why: string;
    aiTag: string;
    aiHint: string;
    optional: string;
    /** Where the player is in the scenario, drawn over a bar at 3 of 6. */
    progress: string;
    next: string;
  };
  /** A new experience's brief: its goal, audience, tone and length, and the AI draft button. */
  brief: {
    windowTitle: string;
    /** Field labels: goal, audience, tone, length. */
    fields: Words<4>;
    goal: string;
    audience: string;
    /** Tone options; the first is chosen. */
    tones: Words<3>;
    length: string;
    generate: string;
  };
  /** The AI's first draft of that experience: its scenes, cast and choices. */
  draft: {
    windowTitle: string;
    badge: string;
    title: string;
    scenesTitle: string;
    /** Scene names, in story order. */
    scenes: Words<4>;
    castTitle: string;
    /** Two characters: name, then role. */
    cast: Words<2>;
    castRoles: Words<2>;
    /** "N choices, M endings", already counted. */
    summary: string;
    open: string;
  };
  /** Publishing: public or private, and the link to share. */
  /** The platform's workspace: a team's experiences across several uses, and the way to start one. */
  workspace: {
    windowTitle: string;
    /** The sidebar: experiences (shown), characters, analytics, brand. */
    nav: Words<4>;
    brandTitle: string;
    teamTitle: string;
    title: string;
    create: string;
    /** Five experiences, each for one use: onboarding, recruitment, compliance, sales, training. */
    experiences: Words<5>;
    uses: Words<5>;
    /** Public, private, draft. */
    statuses: Words<3>;
    newTitle: string;
    newNote: string;
  };
  /** The playbooks' covers: each in a few large words. */
  pitchCover: {
    title: string;
    /** The AI's mark, as the brief's button shows it. */
    badge: string;
    /** Three parts of the pitch the prompt writes. */
    parts: Words<3>;
  };
  /** The story spine's beats, first to last. */
  spineCover: { beats: Words<4> };
  /** "Chapter" (numbered 1 to 3 beside it), and the two endings the map branches to. */
  chaptersCover: { chapter: string; endings: Words<2> };
  /** A scene's speaker (the shop stories' new hire), her line, and the player's two answers. */
  scriptCover: { speaker: string; line: string; answers: Words<2> };
  /** The training article's cover: its thesis (more than points and badges) and what it gives instead. */
  articleCover: { title: string; badge: string; points: Words<3> };
  /** A partner's affiliate panel, for the spec's example: `{price}`, `{referrals}`, `{percent}`, `{months}`, `{day}`, `{total}` are filled from src/data. */
  affiliate: {
    windowTitle: string;
    /** Says the figures are the programme's example, not a partner's. */
    example: string;
    linkLabel: string;
    link: string;
    copy: string;
    /** Referrals, commission this month, payout. */
    tiles: Words<3>;
    notes: Words<3>;
    /** The payout's value: the day of the month it is paid. */
    payday: string;
    chartTitle: string;
    total: string;
  };
  publish: {
    windowTitle: string;
    title: string;
    visibilityTitle: string;
    /** Public, then private: each an option's name and what it means. */
    options: Words<2>;
    notes: Words<2>;
    linkTitle: string;
    link: string;
    copy: string;
    publish: string;
  };
  /**
   * Marketing: one public brand game and the places its one link is pasted (a social post, a
   * newsletter, an in-store poster), with the link's first week in counts.
   */
  launch: {
    /** Where the brand's own name goes: its game, post, newsletter and poster say "your brand", as no real brand is named. */
    brand: string;
    /** The game's public page: its title, who can play it, its button. */
    story: string;
    visibility: string;
    play: string;
    /** The game's short public link. */
    link: string;
    /** Where the link is shared: social media, a newsletter, an in-store poster. */
    channels: Words<3>;
    /** The brand's social post. */
    post: string;
    /** The newsletter block: its subject, one line, its button. */
    subject: string;
    newsletter: string;
    playStory: string;
    /** The poster: a "new" badge, its headline, the line under its QR code. */
    badge: string;
    posterTitle: string;
    scan: string;
    statsTitle: string;
    /** Counts for the link: visits, players, players who reached the end. */
    stats: Words<3>;
  };
  /** Recruitment: the recruiter's view of one candidate, after the job test and the async interview. */
  shortlist: {
    windowTitle: string;
    listTitle: string;
    /** Four candidates: a woman (selected), a man, a woman, a man. */
    candidates: Words<4>;
    /** Where each candidate is. */
    statuses: Words<4>;
    /** The selected candidate's line under her name. */
    detailRole: string;
    /** The process: job test, async interview, review. */
    stages: Words<3>;
    decisionsLabel: string;
    /** Scene names, one per decision. */
    scenes: Words<3>;
    /** What she chose in each scene. */
    decisions: Words<3>;
    answers: string;
    scoreLabel: string;
    /** Two criteria the recruiter rates. */
    criteria: Words<2>;
    advance: string;
  };
  /** Sales, the manager's side: the team's runs of the simulator and whom to coach next. */
  team: {
    windowTitle: string;
    title: string;
    range: string;
    /** Column heads: rep, runs, score, the phase where the rep most often loses the sale. */
    columns: Words<4>;
    /** Four reps: a woman, a man, a woman (the one coached next), a man. */
    reps: Words<4>;
    /** After a count of runs, on phones: "12 runs". */
    runsUnit: string;
    /** The simulator's phases: opening, objection, close. */
    stages: Words<3>;
    lostTitle: string;
    coachTitle: string;
    /** What to coach the third rep on, without her name (drawn above it). */
    coachLine: string;
  };
  /**
   * Engagement, the organiser's side: an internal campaign's season of weekly missions, each
   * team's players and the team ranking. `{n}`, `{count}`, `{points}` are filled with figures.
   */
  season: {
    windowTitle: string;
    title: string;
    visibility: string;
    /** Where the season is: "Week 3 of 4". */
    progress: string;
    /** A mission's week: "Week {n}". */
    week: string;
    /** The four weekly missions, each a short story for staff: safety, wellbeing, a customer, values. */
    episodes: Words<4>;
    /** Finished, live (this week's), next. */
    statuses: Words<3>;
    /** A finished mission's players: "{count} players". */
    players: string;
    /** The live mission's players until now: "{count} so far". */
    soFar: string;
    /** When the next mission opens. */
    opens: string;
    /** The next mission's button: it is set to open, so it is previewed, not scheduled. */
    preview: string;
    rankingTitle: string;
    /** A team's points: "{points} pts". */
    points: string;
    playersTitle: string;
    /** Four teams of the company: two stores, the warehouse, customer care. */
    teams: Words<4>;
  };
  /** Sales: a client's objection, answered in the way his DISC profile asks for. */
  objection: {
    windowTitle: string;
    /** The client, a man. */
    client: string;
    clientRole: string;
    objection: string;
    profileLabel: string;
    profile: string;
    profileHint: string;
    choiceLabel: string;
    /** The first is the one chosen. */
    choices: Words<3>;
    feedbackTitle: string;
    feedback: string;
  };
  /** Compliance: a policy, a case, the mistake explained, and the completion record. */
  policy: {
    windowTitle: string;
    /** The flow's four steps. */
    steps: Words<4>;
    /** The policy's name, over its rule, as a document's title. */
    policyTitle: string;
    policy: string;
    /** The caller, a man. */
    caller: string;
    caseText: string;
    /** Over the answer chosen: whose it is. */
    chosenLabel: string;
    chosen: string;
    verdict: string;
    why: string;
    better: string;
    recordTitle: string;
    /** What the record keeps. */
    recordItems: Words<3>;
  };
  /**
   * Onboarding, the new hire's own view on day 3: her profile and buddy, her level and points,
   * her missions (done, today's, locked), the badges she has earned and a line from her buddy.
   */
  quests: {
    windowTitle: string;
    /** The new hire, a woman, her role and her team. */
    name: string;
    role: string;
    team: string;
    /** `{level}`: her level's number; `rank`: its name, agreeing with her. */
    level: string;
    rank: string;
    /** `{day}`, in her first month (the strip of its 30 days under it): the page runs to day 90. */
    day: string;
    points: string;
    missionsTitle: string;
    /** `{done}` of `{total}` missions. */
    missionsDone: string;
    /** Two done, today's, two locked: in the order she plays them. */
    missions: Words<5>;
    /** Under a done mission: the day she played it. */
    dayLabel: string;
    /** Under today's mission: how long it takes. */
    today: string;
    /** Under a locked mission. */
    unlocks: string;
    missionPoints: string;
    play: string;
    badgesTitle: string;
    /** Short names of the badges earned so far. */
    badges: Words<3>;
    /** Her buddy, a man: what he is to her, his name, his message. */
    buddyLabel: string;
    buddy: string;
    message: string;
  };
  /**
   * Onboarding, the side of HR and the store managers: one month's new hires on their 90-day
   * journey, where each one is, who has stopped where, and whose review comes next. `{count}`,
   * `{total}`, `{day}` and `{days}` are filled with figures.
   */
  cohort: {
    windowTitle: string;
    /** The cohort's name. */
    title: string;
    /** How many are on the journey: "{count} people on their journey". */
    people: string;
    /** The table's filter: every store. */
    filter: string;
    /** Column heads: the new hire, the journey (stages and today's mission), the status. */
    columns: Words<3>;
    /**
     * Five new hires, in the table's order: Nadia (as in `quests`, day 3), the new hire of the shop
     * stories (a woman, the one who has stopped), a man, a woman, a man.
     */
    names: Words<5>;
    /** Each one's store or site, in the same order (as the `season` teams). */
    stores: Words<5>;
    /**
     * Each one's current mission, in the same order: Nadia's and the second one's as in `quests`;
     * the last one's is his journey's last, done.
     */
    missions: Words<5>;
    /** A day of the journey: "Day {day}". */
    day: string;
    /** The journey's five stages, from before the first day to day 90. */
    stages: Words<5>;
    /** On track; stopped for `{days}` days (said of the second one, a woman); completed (a man). */
    statuses: Words<3>;
    stuckTitle: string;
    /** Under the mission where most stop: "{count} of {total} got stuck here". */
    stuckCount: string;
    reviewTitle: string;
    /** The third one's review on day 30 with his manager, and when: "in {days} days". */
    review: string;
    reviewWhen: string;
  };
}
