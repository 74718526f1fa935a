// The admin area's English texts, one file per section (so each section's texts live beside its
// translations). Only admin pages import this: the public pages never carry the admin's words.
import { messages as analytics } from "./analytics/en.ts";
import { messages as catalogue } from "./catalogue/en.ts";
import { messages as crawler } from "./crawler/en.ts";
import { messages as email } from "./email/en.ts";
import { messages as inbox } from "./inbox/en.ts";
import { messages as player } from "./player/en.ts";
import { messages as players } from "./players/en.ts";
import { messages as segments } from "./segments/en.ts";
import { messages as seo } from "./seo/en.ts";
import { messages as settings } from "./settings/en.ts";
import { messages as subscribers } from "./subscribers/en.ts";
import { messages as shell } from "./shell/en.ts";
import { messages as team } from "./team/en.ts";

export const adminSections = {
  shell,
  settings,
  catalogue,
  players,
  player,
  segments,
  subscribers,
  email,
  inbox,
  seo,
  crawler,
  analytics,
  team,
};

export const adminEn = {
  ...shell,
  ...settings,
  ...catalogue,
  ...players,
  ...player,
  ...segments,
  ...subscribers,
  ...email,
  ...inbox,
  ...seo,
  ...crawler,
  ...analytics,
  ...team,
};

export type AdminMessageKey = keyof typeof adminEn;
