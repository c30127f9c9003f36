import type { Metadata } from "next";
import type { MessageKeys, Messages, NamespaceKeys, NestedKeyOf, NestedValueOf } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { resolveLocaleParam } from "@/i18n/locale-param";
import type { AppLocale } from "@/i18n/routing";
import { AreaFrame, type FrameParts } from "./area-frame";
import type { Area } from "./area-nav";

// A portal page in one place: its <title>, the [locale] check and the area's
// frame (components/shell/area-frame.tsx); the page file names only its
// messages and its body.

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
type KeyOf<N extends Namespace> = MessageKeys<NestedValueOf<Messages, N>, NestedKeyOf<NestedValueOf<Messages, N>>>;

type PortalPageSpec<N extends Namespace> = {
  area: Area;
  /** The messages of the title and the intro. */
  namespace: N;
  /** The title (the <title> and the heading). */
  title: KeyOf<N>;
  /** The lead paragraph under the heading. */
  intro?: KeyOf<N>;
  /** The area's home: the heading is the area's name (the frame's default), without the eyebrow. */
  home?: boolean;
};

type RouteParams = { locale: string };
type PortalPageProps<P extends RouteParams> = { params: Promise<P>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A body that also fills its frame's head: `return framed({ intro, actions }, <Screen />)`. */
class Framed {
  constructor(
    readonly parts: FrameParts,
    readonly content: ReactNode,
  ) {}
}

/** The page's body with what its frame's head shows besides the title (an intro from another namespace, actions, breadcrumbs). */
export function framed(parts: FrameParts, content: ReactNode) {
  return new Framed(parts, content);
}

export type PortalPageBody<N extends Namespace, P extends RouteParams> = (page: {
  locale: AppLocale;
  params: P;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  text: (key: KeyOf<N>) => string;
}) => ReactNode | Framed | Promise<ReactNode | Framed>;

/** `generateMetadata` and the default export of a portal page: `const page = portalPage(spec, body)`. */
export function portalPage<N extends Namespace, P extends RouteParams = RouteParams>(spec: PortalPageSpec<N>, body: PortalPageBody<N, P>) {
  async function texts(params: Promise<P>) {
    const locale = await resolveLocaleParam(params);
    const t = await getTranslations({ locale, namespace: spec.namespace });
    return { locale, text: (key: KeyOf<N>) => (t as unknown as (key: string) => string)(key) };
  }
  return {
    async generateMetadata({ params }: { params: Promise<P> }): Promise<Metadata> {
      const { text } = await texts(params);
      return { title: text(spec.title) };
    },
    async Page({ params, searchParams }: PortalPageProps<P>) {
      const { locale, text } = await texts(params);
      const result = await body({ locale, params: await params, searchParams, text });
      const { parts, content } = result instanceof Framed ? result : { parts: {}, content: result };
      return (
        <AreaFrame area={spec.area} locale={locale} title={spec.home ? undefined : text(spec.title)} intro={spec.intro && text(spec.intro)} {...parts}>
          {content}
        </AreaFrame>
      );
    },
  };
}
