import { defineField } from 'sanity';
import { choices, objectListField, radioField, requiredString } from '../../fields/factories';
import { headedBlock, headingPreview } from '../shared/block.schema';

export const DOWNLOAD_PLATFORMS = choices({
  windows: 'Windows (the installer in the site settings)',
  macos: 'macOS (the installer in the site settings)',
  webapp: 'Web app (opens it, nothing to install)',
});

const PLATFORM_NAMES: Record<string, string> = { windows: 'Windows', macos: 'macOS', webapp: 'Web app' };

interface DownloadButtonsValue {
  platforms?: Array<{ _key?: string; platform?: string; label?: string }>;
  dialog?: { nextSteps?: string; fileLinkLabel?: string; webappLabel?: string };
}

/**
 * The block is its buttons: at least one platform, each once and with its text. A desktop button
 * opens the download dialog, which needs its words.
 */
export function downloadButtonsProblem(value: DownloadButtonsValue | undefined): string | null {
  const platforms = value?.platforms ?? [];
  if (platforms.length === 0) return 'Choose at least one platform to offer: Windows, macOS or the web app.';
  const seen = new Set<string>();
  for (const [index, { platform, label }] of platforms.entries()) {
    if (!platform) return `Choose the platform of button ${index + 1}.`;
    const name = PLATFORM_NAMES[platform] ?? platform;
    if (seen.has(platform)) return `${name} is offered twice: remove one of its buttons.`;
    seen.add(platform);
    if (!label?.trim()) return `Write the text of the ${name} button.`;
  }
  const desktop = platforms.some(({ platform }) => platform === 'windows' || platform === 'macos');
  const { nextSteps, fileLinkLabel, webappLabel } = value?.dialog ?? {};
  if (desktop && (!nextSteps?.trim() || !fileLinkLabel?.trim() || !webappLabel?.trim())) {
    return 'Write the download dialog’s texts (what happens next, the file link, the web-app link): a desktop button opens it.';
  }
  return null;
}

/** Buttons to the desktop apps and the web app; the installers’ addresses are in the site settings. */
export const downloadButtons = headedBlock({
  name: 'downloadButtons',
  title: 'Download the apps',
  fields: [
    objectListField(
      'platforms',
      'Buttons',
      {
        name: 'downloadPlatform',
        title: 'Button',
        fields: [
          radioField('platform', 'Platform', DOWNLOAD_PLATFORMS),
          requiredString('label', 'Button text', {
            description: 'E.g. “Download for Windows”, “Download for macOS”, “Open the web app”.',
            max: 40,
          }),
        ],
        preview: {
          select: { title: 'label', subtitle: 'platform' },
        },
      },
      { description: 'One per platform, in the order shown.', limit: 3 },
    ),
    defineField({
      name: 'dialog',
      title: 'Download dialog',
      description: 'Opens when a Windows or macOS button is pressed, while the installer downloads.',
      type: 'object',
      fields: [
        defineField({
          name: 'nextSteps',
          title: 'What happens next',
          description: 'E.g. “Your download starts. Open the installer and follow the steps.”',
          type: 'text',
          rows: 3,
          validation: (rule) => rule.max(300),
        }),
        defineField({
          name: 'fileLinkLabel',
          title: 'File link text',
          description: 'A link to the installer, for when the download did not start.',
          type: 'string',
          validation: (rule) => rule.max(80),
        }),
        defineField({
          name: 'webappLabel',
          title: 'Web-app link text',
          description: 'The alternative: the web app, nothing to install.',
          type: 'string',
          validation: (rule) => rule.max(80),
        }),
      ],
    }),
  ],
  preview: headingPreview('Download the apps', { platforms: 'platforms' }, ({ platforms }) =>
    ((platforms ?? []) as Array<{ platform?: string }>)
      .map(({ platform }) => (platform ? (PLATFORM_NAMES[platform] ?? platform) : '?'))
      .join(', '),
  ),
});
