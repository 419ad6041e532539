import {
  Activity as LucideActivity,
  AlertTriangle as LucideAlertTriangle,
  ArrowRight as LucideArrowRight,
  ArrowUp as LucideArrowUp,
  Award as LucideAward,
  BadgeCheck as LucideBadgeCheck,
  Boxes as LucideBoxes,
  BrickWall as LucideBrickWall,
  Building2 as LucideBuilding2,
  Cable as LucideCable,
  ChartLine as LucideChartLine,
  Check as LucideCheck,
  CheckCircle2 as LucideCheckCircle2,
  ChevronDown as LucideChevronDown,
  ChevronLeft as LucideChevronLeft,
  ChevronRight as LucideChevronRight,
  ClipboardCheck as LucideClipboardCheck,
  Clock as LucideClock,
  Cpu as LucideCpu,
  Cylinder as LucideCylinder,
  Download as LucideDownload,
  ExternalLink as LucideExternalLink,
  Eye as LucideEye,
  Factory as LucideFactory,
  FileCheck as LucideFileCheck,
  FileText as LucideFileText,
  Flame as LucideFlame,
  Gauge as LucideGauge,
  Globe as LucideGlobe,
  GraduationCap as LucideGraduationCap,
  Handshake as LucideHandshake,
  HardHat as LucideHardHat,
  Headphones as LucideHeadphones,
  Layers as LucideLayers,
  Leaf as LucideLeaf,
  Lightbulb as LucideLightbulb,
  Loader2 as LucideLoader2,
  Lock as LucideLock,
  Mail as LucideMail,
  MapPin as LucideMapPin,
  Menu as LucideMenu,
  MessageCircle as LucideMessageCircle,
  MessageSquare as LucideMessageSquare,
  Monitor as LucideMonitor,
  Network as LucideNetwork,
  Package as LucidePackage,
  Phone as LucidePhone,
  Receipt as LucideReceipt,
  Scale as LucideScale,
  Search as LucideSearch,
  ShieldCheck as LucideShieldCheck,
  ShoppingCart as LucideShoppingCart,
  SlidersHorizontal as LucideSlidersHorizontal,
  Store as LucideStore,
  Timer as LucideTimer,
  TrendingDown as LucideTrendingDown,
  Truck as LucideTruck,
  UserCheck as LucideUserCheck,
  Users as LucideUsers,
  Warehouse as LucideWarehouse,
  Wind as LucideWind,
  Workflow as LucideWorkflow,
  Wrench as LucideWrench,
  X as LucideX,
  Zap as LucideZap,
  type LucideIcon,
  type LucideIconData,
  type LucideIconNode,
  type LucideProps,
} from 'lucide-react';
import { createElement, type ReactElement } from 'react';
import type { IconName } from '@/content/types';

/**
 * The site's icons: lucide's, drawn as plain SVG, for components rendered on the server.
 *
 * lucide-react 1.x makes every icon a client component (its Icon reads a React context), so each
 * icon a server component drew was a client component the browser had to load and hydrate: 92
 * of the 143 on /servizi (issue 20). These give the same markup with no script. Client
 * components may keep importing lucide-react. `icons.test.tsx` checks every icon here
 * against lucide-react's own rendering.
 */
export type StaticIconProps = Omit<
  LucideProps,
  'ref' | 'absoluteStrokeWidth' | 'nonScalingStroke' | 'children' | 'dangerouslySetInnerHTML'
>;

/**
 * The drawing behind a lucide-react icon. Each is forwardRef((props) => <Icon icon={data} />),
 * so calling its render function (without rendering the client Icon) hands the data over.
 */
function iconDataOf(icon: LucideIcon): LucideIconData {
  const element = (
    icon as unknown as { render: (props: object, ref: null) => ReactElement<{ icon?: LucideIconData }> }
  ).render({}, null);
  const data = element.props.icon;
  if (!data?.node.length) throw new Error('staticIcon: this lucide-react version no longer hands over its icon data');
  return data;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One node of lucide's drawing as SVG markup (its `key` is React's, not an attribute). */
function markupOf([tag, attributes, children]: LucideIconNode): string {
  const written = Object.entries(attributes)
    .filter(([name, value]) => name !== 'key' && value != null)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
  return `<${tag}${written}>${children?.map(markupOf).join('') ?? ''}</${tag}>`;
}

const ARIA_PROP = /^aria-|^role$|^title$/;

export function staticIcon(icon: LucideIcon) {
  const data = iconDataOf(icon);
  const box = data.size ?? 24;
  const ownClasses = [
    'lucide',
    `lucide-${data.name}`,
    ...(data.aliases ?? []).filter((alias) => alias.trim()).map((alias) => `lucide-${alias}`),
  ];
  // The drawing goes in as markup: the browser hydrates one element per icon, not one per
  // path, and this one object is sent once per page in the page data, then referred to.
  const drawing = { __html: data.node.map(markupOf).join('') };

  function StaticIcon({ size, width, height, color, strokeWidth = 2, className, ...rest }: StaticIconProps) {
    // Like lucide-react: an icon nobody named is hidden from assistive technology.
    const named = Object.entries(rest).some(([prop, value]) => ARIA_PROP.test(prop) && value != null);
    return createElement('svg', {
      xmlns: 'http://www.w3.org/2000/svg',
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      viewBox: `0 0 ${box} ${box}`,
      fill: 'none',
      stroke: color || 'currentColor',
      strokeWidth,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: [...new Set([...ownClasses, ...(className?.split(/\s+/).filter(Boolean) ?? [])])].join(' '),
      ...(named ? {} : { 'aria-hidden': 'true' }),
      ...rest,
      dangerouslySetInnerHTML: drawing,
    });
  }
  StaticIcon.displayName = `Static${icon.displayName ?? 'Icon'}`;
  return StaticIcon;
}

export const AlertTriangle = staticIcon(LucideAlertTriangle);
export const ArrowRight = staticIcon(LucideArrowRight);
export const ArrowUp = staticIcon(LucideArrowUp);
export const BadgeCheck = staticIcon(LucideBadgeCheck);
export const Check = staticIcon(LucideCheck);
export const CheckCircle2 = staticIcon(LucideCheckCircle2);
export const ChevronDown = staticIcon(LucideChevronDown);
export const ChevronLeft = staticIcon(LucideChevronLeft);
export const ChevronRight = staticIcon(LucideChevronRight);
export const ClipboardCheck = staticIcon(LucideClipboardCheck);
export const Download = staticIcon(LucideDownload);
export const ExternalLink = staticIcon(LucideExternalLink);
export const FileText = staticIcon(LucideFileText);
export const Headphones = staticIcon(LucideHeadphones);
export const Loader2 = staticIcon(LucideLoader2);
export const Mail = staticIcon(LucideMail);
export const MapPin = staticIcon(LucideMapPin);
export const Menu = staticIcon(LucideMenu);
export const MessageCircle = staticIcon(LucideMessageCircle);
export const Phone = staticIcon(LucidePhone);
export const Search = staticIcon(LucideSearch);
export const Wrench = staticIcon(LucideWrench);
export const ShieldCheck = staticIcon(LucideShieldCheck);
export const ShoppingCart = staticIcon(LucideShoppingCart);
export const SlidersHorizontal = staticIcon(LucideSlidersHorizontal);
export const X = staticIcon(LucideX);

/** Content names an icon by a string; this is the one place that maps it to lucide. */
const lucideByName: Record<IconName, LucideIcon> = {
  award: LucideAward,
  building: LucideBuilding2,
  cart: LucideShoppingCart,
  clipboard: LucideClipboardCheck,
  clock: LucideClock,
  eye: LucideEye,
  factory: LucideFactory,
  fileText: LucideFileText,
  globe: LucideGlobe,
  handshake: LucideHandshake,
  leaf: LucideLeaf,
  lightbulb: LucideLightbulb,
  lock: LucideLock,
  mail: LucideMail,
  mapPin: LucideMapPin,
  messageSquare: LucideMessageSquare,
  package: LucidePackage,
  phone: LucidePhone,
  scale: LucideScale,
  search: LucideSearch,
  shieldCheck: LucideShieldCheck,
  truck: LucideTruck,
  userCheck: LucideUserCheck,
  users: LucideUsers,
  warehouse: LucideWarehouse,
  zap: LucideZap,
  activity: LucideActivity,
  badgeCheck: LucideBadgeCheck,
  boxes: LucideBoxes,
  brickWall: LucideBrickWall,
  cable: LucideCable,
  chartLine: LucideChartLine,
  cpu: LucideCpu,
  cylinder: LucideCylinder,
  fileCheck: LucideFileCheck,
  flame: LucideFlame,
  gauge: LucideGauge,
  graduationCap: LucideGraduationCap,
  hardHat: LucideHardHat,
  headphones: LucideHeadphones,
  layers: LucideLayers,
  monitor: LucideMonitor,
  network: LucideNetwork,
  receipt: LucideReceipt,
  store: LucideStore,
  timer: LucideTimer,
  trendingDown: LucideTrendingDown,
  wind: LucideWind,
  workflow: LucideWorkflow,
  wrench: LucideWrench,
};
const iconByName = Object.fromEntries(
  Object.entries(lucideByName).map(([name, icon]) => [name, staticIcon(icon)]),
) as Record<IconName, ReturnType<typeof staticIcon>>;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  const Component = iconByName[name];
  return <Component size={size} aria-hidden="true" focusable="false" />;
}
