// Every icon the static pages draw through ui/Icon.tsx. The build writes these,
// and every icon site.yaml's and the niche presets' defaults name (painPoints/
// features `icon:`), into one cached sprite file that pages reference instead of
// carrying the drawings. An icon drawn but missing from it (this list, or an
// icon only a page file names) still renders: its drawing is then written into
// the page itself (test/templates/icon.test.tsx checks no template icon is missing).
// Icon.tsx takes the list from this module's namespace, so each icon is named once.
export {
  ArrowDown,
  ArrowRight,
  ChevronRight,
  Check,
  CircleCheck,
  Layers,
  Mail,
  MapPin,
  Moon,
  Phone,
  Quote,
  Sparkles,
  Star,
  Sun,
  TriangleAlert,
} from 'lucide-react';
