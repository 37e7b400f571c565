import { Text, Title } from "@mantine/core";

interface PageHeadingProps {
  /** The screen's one h1. */
  title: string;
  /** A line under the title saying what the screen is for. */
  description?: string;
}

/** The heading of a screen: its title and, optionally, what it is for. */
export function PageHeading({ title, description }: PageHeadingProps) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {description && <Text c="gray.7">{description}</Text>}
    </div>
  );
}
