/** The condition's icon, by the lucide name the trip tool sends. */
import { Cloud, CloudDrizzle, CloudFog, CloudLightning, CloudRain, CloudSun, Snowflake, Sun, type LucideIcon } from 'lucide-react';

const ICONS: Readonly<Record<string, LucideIcon>> = {
  sun: Sun, 'cloud-sun': CloudSun, cloud: Cloud, 'cloud-fog': CloudFog, 'cloud-drizzle': CloudDrizzle,
  'cloud-rain': CloudRain, 'cloud-lightning': CloudLightning, snowflake: Snowflake,
};

export const WeatherIcon = ({ name, className }: { name: string; className?: string }) => {
  const Icon = ICONS[name] ?? Cloud;
  return <Icon aria-hidden className={className} />;
};
