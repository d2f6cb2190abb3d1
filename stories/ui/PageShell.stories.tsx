import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Banner, Button, Card, Chip, PageShell, SectionHeading, TextField } from '../../src/ui';

const header = (
  <div
    style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1rem' }}
  >
    <strong>Acme Corp</strong>
    <Chip tone="info">Video call</Chip>
  </div>
);

const content = (
  <div style={{ display: 'grid', gap: '1.5rem' }}>
    <SectionHeading
      level={1}
      description="Pick the times that work for you. The recruiter confirms one of them."
    >
      Schedule your interview with Acme Corp
    </SectionHeading>
    <Banner title="Times are shown in New York time">
      Change the time zone if you will be somewhere else on the day.
    </Banner>
    <Card as="section" aria-labelledby="page-shell-story-interview">
      <div style={{ display: 'grid', gap: '1rem' }}>
        <SectionHeading
          level={2}
          id="page-shell-story-interview"
          description="45 minutes, 3 interviewers"
        >
          Product designer, final round
        </SectionHeading>
        <TextField label="Note to the recruiter" multiline optional rows={3} />
        <Button fullWidth>Pick times</Button>
      </div>
    </Card>
    <p>Questions? Reply to the invitation email and the recruiter will get back to you.</p>
  </div>
);

const meta = {
  title: 'UI/PageShell',
  component: PageShell,
  tags: ['autodocs'],
  args: {
    header,
    children: content,
    width: 'regular',
  },
  argTypes: {
    header: { control: false },
    children: { control: false },
    footer: { control: false },
    width: { control: 'inline-radio', options: ['narrow', 'regular', 'wide'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header and main landmarks, and a skip link that is the first stop of the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    const main = canvas.getByRole('main');

    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: /./ });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toHaveAttribute('href', `#${main.id}`);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(main).toHaveFocus());
    // Blur so the picture shows the page at rest.
    main.blur();
  },
};

/** The organisation's background image, under a scrim that keeps every text AA. */
export const WithBackgroundImage: Story = {
  args: { backgroundImageUrl: '/fixtures/backgrounds/office-1.jpg' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await waitFor(() => expect(image?.complete).toBe(true));
  },
};

export const WithFooter: Story = {
  args: {
    footer: <p>Scheduling by Acme Corp’s recruiting team.</p>,
  },
};

export const Narrow: Story = {
  args: { width: 'narrow', backgroundImageUrl: '/fixtures/backgrounds/office-1.jpg' },
};

export const WithoutHeader: Story = {
  args: { header: undefined },
};

export const LongGermanText: Story = {
  args: {
    backgroundImageUrl: '/fixtures/backgrounds/office-1.jpg',
    header: <strong>Acme Personaldienstleistungen GmbH</strong>,
    children: (
      <div style={{ display: 'grid', gap: '1.5rem' }}>
        <SectionHeading
          level={1}
          description="Wählen Sie die Zeiten aus, die für Sie passen. Die Personalabteilung bestätigt anschließend einen der Termine."
        >
          Planen Sie Ihr Vorstellungsgespräch mit der Acme Personaldienstleistungen GmbH
        </SectionHeading>
        <Button fullWidth>
          Verfügbarkeit für alle ausgewählten Vorstellungsgespräche übermitteln
        </Button>
      </div>
    ),
  },
};
