-- Social Desk 0.1.0 (commit f8006825dc2d928d9e1f98fcfe8e4b813a2b8cde), made by scripts/release-snapshot.ts
--
-- PostgreSQL database dump
--


-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: drizzle; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA drizzle;


--
-- Name: inbox_unread_count(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.inbox_unread_count() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.in_list AND OLD.is_unread THEN
    UPDATE inbox_unread_counts SET unread = unread - 1
      WHERE channel_id = OLD.channel_id AND is_archived = OLD.is_archived;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.in_list AND NEW.is_unread THEN
    INSERT INTO inbox_unread_counts (channel_id, is_archived, unread) VALUES (NEW.channel_id, NEW.is_archived, 1)
      ON CONFLICT (channel_id, is_archived) DO UPDATE SET unread = inbox_unread_counts.unread + 1;
  END IF;
  RETURN NULL;
END;
$$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: __drizzle_migrations; Type: TABLE; Schema: drizzle; Owner: -
--

CREATE TABLE drizzle.__drizzle_migrations (
    id integer NOT NULL,
    hash text NOT NULL,
    created_at bigint
);


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE; Schema: drizzle; Owner: -
--

CREATE SEQUENCE drizzle.__drizzle_migrations_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE OWNED BY; Schema: drizzle; Owner: -
--

ALTER SEQUENCE drizzle.__drizzle_migrations_id_seq OWNED BY drizzle.__drizzle_migrations.id;


--
-- Name: access_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.access_tokens (
    id integer NOT NULL,
    token_hash text NOT NULL,
    client_id text NOT NULL,
    user_id integer NOT NULL,
    workspace_id integer NOT NULL,
    code_id integer,
    expires_at timestamp with time zone NOT NULL,
    revoked_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    user_agent text
);


--
-- Name: access_tokens_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.access_tokens ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.access_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: audit_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.audit_events (
    id integer NOT NULL,
    workspace_id integer NOT NULL,
    actor_id integer,
    actor_name text NOT NULL,
    action text NOT NULL,
    target text DEFAULT ''::text NOT NULL,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: audit_events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.audit_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.audit_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: channels; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.channels (
    id integer NOT NULL,
    workspace_id integer NOT NULL,
    channel_type smallint NOT NULL,
    name text NOT NULL,
    screen_name text NOT NULL,
    picture text DEFAULT ''::text NOT NULL,
    connector text DEFAULT 'sandbox'::text NOT NULL,
    schedule jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sandbox_failure text,
    sandbox_hang boolean DEFAULT false NOT NULL,
    account_id text,
    credentials text,
    status text DEFAULT 'connected'::text NOT NULL,
    status_reason text,
    status_at timestamp with time zone,
    rate_limited_until timestamp with time zone,
    last_success_at timestamp with time zone,
    inbox_cursor text,
    inbox_polled_at timestamp with time zone,
    sign_in_ends_at timestamp with time zone,
    sandbox_latency_ms integer DEFAULT 0 NOT NULL,
    sandbox_latency_jitter_ms integer DEFAULT 0 NOT NULL
);


--
-- Name: channels_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.channels ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.channels_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: connect_choices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.connect_choices (
    key_hash text NOT NULL,
    workspace_id integer NOT NULL,
    user_id integer NOT NULL,
    channel_type smallint NOT NULL,
    accounts text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: connect_requests; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.connect_requests (
    state_hash text NOT NULL,
    workspace_id integer NOT NULL,
    user_id integer NOT NULL,
    channel_type smallint NOT NULL,
    channel_id integer,
    code_verifier text NOT NULL,
    return_to text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: drafts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.drafts (
    id integer NOT NULL,
    workspace_id integer NOT NULL,
    creator_id integer NOT NULL,
    message text NOT NULL,
    channel_ids text DEFAULT ''::text NOT NULL,
    link text,
    picture text,
    create_album boolean DEFAULT false NOT NULL,
    album_name text,
    rejected_by_id integer,
    rejected_message text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: drafts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.drafts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.drafts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inbox_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inbox_items (
    id integer NOT NULL,
    workspace_id integer NOT NULL,
    channel_id integer NOT NULL,
    network_id text NOT NULL,
    post_type text NOT NULL,
    parent_id integer,
    conversation_id integer NOT NULL,
    is_direct boolean DEFAULT false NOT NULL,
    by_channel boolean DEFAULT false NOT NULL,
    author_id text NOT NULL,
    author_name text NOT NULL,
    author_picture text DEFAULT ''::text NOT NULL,
    text text NOT NULL,
    attachment jsonb,
    permalink text NOT NULL,
    published_post_id integer,
    is_unread boolean DEFAULT true NOT NULL,
    is_archived boolean DEFAULT false NOT NULL,
    is_liked boolean DEFAULT false NOT NULL,
    action_counter integer DEFAULT 0 NOT NULL,
    service_action_id text DEFAULT ''::text NOT NULL,
    service_reply_id text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone NOT NULL,
    in_list boolean GENERATED ALWAYS AS (((NOT by_channel) OR (post_type = 'post'::text))) STORED NOT NULL,
    network_thread_id text
);


--
-- Name: inbox_items_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inbox_items ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.inbox_items_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inbox_reactions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inbox_reactions (
    id integer NOT NULL,
    item_id integer NOT NULL,
    kind text NOT NULL,
    profile_id text NOT NULL,
    name text NOT NULL,
    screen_name text NOT NULL,
    picture text DEFAULT ''::text NOT NULL,
    by_channel_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: inbox_reactions_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.inbox_reactions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.inbox_reactions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: inbox_unread_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inbox_unread_counts (
    channel_id integer NOT NULL,
    is_archived boolean NOT NULL,
    unread integer DEFAULT 0 NOT NULL
);


--
-- Name: invitations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.invitations (
    id integer NOT NULL,
    workspace_id integer NOT NULL,
    email text NOT NULL,
    role text NOT NULL,
    token_hash text NOT NULL,
    invited_by_id integer,
    expires_at timestamp with time zone NOT NULL,
    accepted_at timestamp with time zone,
    revoked_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: invitations_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.invitations ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.invitations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: login_devices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.login_devices (
    token_hash text NOT NULL,
    user_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_login_at timestamp with time zone NOT NULL
);


--
-- Name: login_throttles; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.login_throttles (
    key_hash text NOT NULL,
    failures integer NOT NULL,
    last_failure_at timestamp with time zone NOT NULL,
    locked_until timestamp with time zone
);


--
-- Name: login_tickets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.login_tickets (
    id integer NOT NULL,
    ticket_hash text NOT NULL,
    user_id integer NOT NULL,
    client_id text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone
);


--
-- Name: login_tickets_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.login_tickets ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.login_tickets_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: media; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.media (
    id text NOT NULL,
    workspace_id integer NOT NULL,
    content_type text NOT NULL,
    size integer NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    storage_key text NOT NULL,
    sha256 text NOT NULL,
    uploaded_by_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: memberships; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.memberships (
    workspace_id integer NOT NULL,
    user_id integer NOT NULL,
    role text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: oauth_clients; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.oauth_clients (
    id text NOT NULL,
    name text NOT NULL,
    secret_hash text,
    redirect_uris jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    workspace_id integer,
    created_by_id integer
);


--
-- Name: oauth_codes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.oauth_codes (
    id integer NOT NULL,
    code_hash text NOT NULL,
    client_id text NOT NULL,
    user_id integer NOT NULL,
    workspace_id integer NOT NULL,
    redirect_uri text NOT NULL,
    code_challenge text,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: oauth_codes_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.oauth_codes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.oauth_codes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: posts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.posts (
    id integer NOT NULL,
    workspace_id integer NOT NULL,
    channel_id integer NOT NULL,
    creator_id integer NOT NULL,
    hash text NOT NULL,
    message text NOT NULL,
    link text,
    picture text,
    create_album boolean DEFAULT false NOT NULL,
    album_name text,
    status smallint DEFAULT 0 NOT NULL,
    to_approve boolean DEFAULT false NOT NULL,
    queue_position integer,
    custom_time timestamp with time zone,
    due_at timestamp with time zone,
    error_message text,
    published_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    claim_token text,
    approved_by_id integer,
    approved_by_name text
);


--
-- Name: posts_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.posts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.posts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: queue_tails; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.queue_tails (
    channel_id integer NOT NULL,
    slots timestamp with time zone[] DEFAULT '{}'::timestamp with time zone[] NOT NULL
);


--
-- Name: sandbox_publications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sandbox_publications (
    id integer NOT NULL,
    channel_id integer NOT NULL,
    post_id integer,
    message text NOT NULL,
    link text,
    picture text,
    published_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: sandbox_publications_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.sandbox_publications ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sandbox_publications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: setup_marks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.setup_marks (
    name text NOT NULL,
    done_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: short_links; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.short_links (
    id integer NOT NULL,
    code text NOT NULL,
    post_id integer NOT NULL,
    url text NOT NULL,
    clicks integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: short_links_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.short_links ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.short_links_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id integer NOT NULL,
    email text NOT NULL,
    name text NOT NULL,
    password_hash text NOT NULL,
    picture text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


--
-- Name: users_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.users ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: workspaces; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.workspaces (
    id integer NOT NULL,
    name text NOT NULL,
    timezone text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    default_schedule jsonb,
    approval_required boolean DEFAULT true NOT NULL
);


--
-- Name: workspaces_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.workspaces ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.workspaces_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: __drizzle_migrations id; Type: DEFAULT; Schema: drizzle; Owner: -
--

ALTER TABLE ONLY drizzle.__drizzle_migrations ALTER COLUMN id SET DEFAULT nextval('drizzle.__drizzle_migrations_id_seq'::regclass);


--
-- Data for Name: __drizzle_migrations; Type: TABLE DATA; Schema: drizzle; Owner: -
--

INSERT INTO drizzle.__drizzle_migrations VALUES (1, '4d74ae422451cf249a9724e29d1c58ee8ab6b900bbb48bf6075809eaf10d03ec', 1795295778857);
INSERT INTO drizzle.__drizzle_migrations VALUES (2, '42e6aa097a266470de381bc56fb8363a6642768a04963728934e6b7dfdbedea0', 1795296784414);
INSERT INTO drizzle.__drizzle_migrations VALUES (3, 'ff049ae2411865174735968cec7b098ec4a8c5e31b74559be53d3dc2a063b8aa', 1795300560135);
INSERT INTO drizzle.__drizzle_migrations VALUES (4, '58733eed0c9741afe8ab25046397d70d8e165afcfa457f1374714fad8d47dd54', 1795300600902);
INSERT INTO drizzle.__drizzle_migrations VALUES (5, 'c7ed26d76d1281972df24549d80e0a4f766f49e6b1142932741d6ca3a7eec676', 1795300601662);
INSERT INTO drizzle.__drizzle_migrations VALUES (6, '01404d2454fd1e91dc0d39bc44fbd702e8f6f594a0d462aa2001144074cb9f14', 1795305022842);
INSERT INTO drizzle.__drizzle_migrations VALUES (7, '2e7ce039e6dbf3cfe05e82d41be2a2b754cbeba98c68bd1ed60b181da8b00b0f', 1795312200199);
INSERT INTO drizzle.__drizzle_migrations VALUES (8, 'bbf4512b5eed196a4d5bf26202cd556721e5be69db1e3939733537486f3cc0e0', 1795360470515);
INSERT INTO drizzle.__drizzle_migrations VALUES (9, 'a1b012f94e6dbb545f74ebb821e3acb0ab56576ae21e87f5eb0b89c0477fe042', 1795417730202);
INSERT INTO drizzle.__drizzle_migrations VALUES (10, 'fa8ffdd6fced7991aba20ef6c98835d714ccd002423d9c7c0544ad68c68555eb', 1795430468857);
INSERT INTO drizzle.__drizzle_migrations VALUES (11, 'ac0a0a04d162adaa1b6efad03e555d0d4fafc9b26e0c3b4d9c8aae14283d3fb1', 1795443482961);
INSERT INTO drizzle.__drizzle_migrations VALUES (12, '06e73877190188c94d2e5801387407c71e0c920c8227c43996923edeb64a468d', 1795443488894);
INSERT INTO drizzle.__drizzle_migrations VALUES (13, 'f7101a9d52bcaa1657db1c503064c1d51adaf4fd04171a5e52d40e6914ae1ec5', 1795454846287);
INSERT INTO drizzle.__drizzle_migrations VALUES (14, '82ffcd7c273fa41cc74b4745a5f9fff0b79b2e44cde7af15cb43491a3c6153d8', 1795462677555);
INSERT INTO drizzle.__drizzle_migrations VALUES (15, '39629d2b04148fd8c69373bacba097751a7a52361841807e39fbd589955d5d92', 1795462986628);
INSERT INTO drizzle.__drizzle_migrations VALUES (16, '019bc63c5087fc38173618833e56d81060e2cba269f992eac6082b214607343a', 1795463224210);
INSERT INTO drizzle.__drizzle_migrations VALUES (17, 'b502e1fc8173bf506d931933bfe5f401545dad791d57b4ad3e82ff10ce4a4c27', 1795472971304);
INSERT INTO drizzle.__drizzle_migrations VALUES (18, 'bbf3735cff255413e708f6caaed973912aa6462d9f00c4002b9f363ed4347ab4', 1795477188431);
INSERT INTO drizzle.__drizzle_migrations VALUES (19, 'c5151b7b6b3e4fce9fc22b2c718caa3003293206f83629223f7696e86a7dbfdb', 1795486713242);
INSERT INTO drizzle.__drizzle_migrations VALUES (20, '1886ce5bd2637f804ce9f236c6160b95c1cb2aba39472da8ad5f074c557ec040', 1795495797151);
INSERT INTO drizzle.__drizzle_migrations VALUES (21, 'd754037945d861bb96a3f65bf8ebe6a8094106de25a62e11bd7b21a81e6d27c9', 1795724587178);


--
-- Data for Name: access_tokens; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.access_tokens OVERRIDING SYSTEM VALUE VALUES (1, 'f0Yd59oVdg19-AdJs-O-XeR1z37c1tusb9JepA4eH2E', 'demo-app', 1, 1, 1, '2026-11-27 13:46:20.441+00', NULL, '2026-11-27 05:46:20.444174+00', 'node');
INSERT INTO public.access_tokens OVERRIDING SYSTEM VALUE VALUES (2, '87UGn7RvawoVxLo98MwzqPPPj170pulqdgA-YXBOpm8', 'demo-app', 5, 3, 2, '2026-11-27 13:46:21.317+00', NULL, '2026-11-27 05:46:21.317806+00', 'node');


--
-- Data for Name: audit_events; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.audit_events OVERRIDING SYSTEM VALUE VALUES (1, 1, 1, 'Maya Chen', 'member.invited', 'jo@example.test', '{"role": "collaborator"}', '2026-11-27 05:46:20.805776+00');
INSERT INTO public.audit_events OVERRIDING SYSTEM VALUE VALUES (2, 1, 1, 'Maya Chen', 'member.invited', 'lee@example.test', '{"role": "admin"}', '2026-11-27 05:46:20.834952+00');
INSERT INTO public.audit_events OVERRIDING SYSTEM VALUE VALUES (3, 1, 4, 'Lee Park', 'member.joined', 'Lee Park', '{"role": "admin"}', '2026-11-27 05:46:20.84952+00');
INSERT INTO public.audit_events OVERRIDING SYSTEM VALUE VALUES (4, 1, 1, 'Maya Chen', 'app.created', 'Snapshot reporting', '{"public": false, "client_id": "app_4f21e1c47e2b2701772c9402"}', '2026-11-27 05:46:20.996337+00');
INSERT INTO public.audit_events OVERRIDING SYSTEM VALUE VALUES (5, 3, 5, 'Ada Lovelace', 'workspace.created', 'Analytical Engines', '{"timezone": "Europe/London"}', '2026-11-27 05:46:21.021378+00');
INSERT INTO public.audit_events OVERRIDING SYSTEM VALUE VALUES (6, 3, 5, 'Ada Lovelace', 'channel.connected', 'Engines on X (X)', '{"network": "sandbox", "channel_id": 10}', '2026-11-27 05:46:21.333286+00');


--
-- Data for Name: channels; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.channels OVERRIDING SYSTEM VALUE VALUES (1, 1, 1, 'Northwind Coffee', 'northwindcoffee', '/avatars/network-1.svg', 'sandbox', '[{"minute": 540, "weekday": 1}, {"minute": 780, "weekday": 1}, {"minute": 1020, "weekday": 1}, {"minute": 540, "weekday": 2}, {"minute": 780, "weekday": 2}, {"minute": 1020, "weekday": 2}, {"minute": 540, "weekday": 3}, {"minute": 780, "weekday": 3}, {"minute": 1020, "weekday": 3}, {"minute": 540, "weekday": 4}, {"minute": 780, "weekday": 4}, {"minute": 1020, "weekday": 4}, {"minute": 540, "weekday": 5}, {"minute": 780, "weekday": 5}, {"minute": 1020, "weekday": 5}, {"minute": 540, "weekday": 6}, {"minute": 780, "weekday": 6}, {"minute": 1020, "weekday": 6}, {"minute": 540, "weekday": 7}, {"minute": 780, "weekday": 7}, {"minute": 1020, "weekday": 7}]', '2026-11-27 05:46:16.892029+00', NULL, false, NULL, NULL, 'connected', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0);
INSERT INTO public.channels OVERRIDING SYSTEM VALUE VALUES (2, 1, 2, 'Northwind Coffee', 'northwind.coffee', '/avatars/network-2.svg', 'sandbox', '[{"minute": 540, "weekday": 1}, {"minute": 780, "weekday": 1}, {"minute": 1020, "weekday": 1}, {"minute": 540, "weekday": 2}, {"minute": 780, "weekday": 2}, {"minute": 1020, "weekday": 2}, {"minute": 540, "weekday": 3}, {"minute": 780, "weekday": 3}, {"minute": 1020, "weekday": 3}, {"minute": 540, "weekday": 4}, {"minute": 780, "weekday": 4}, {"minute": 1020, "weekday": 4}, {"minute": 540, "weekday": 5}, {"minute": 780, "weekday": 5}, {"minute": 1020, "weekday": 5}, {"minute": 540, "weekday": 6}, {"minute": 780, "weekday": 6}, {"minute": 1020, "weekday": 6}, {"minute": 540, "weekday": 7}, {"minute": 780, "weekday": 7}, {"minute": 1020, "weekday": 7}]', '2026-11-27 05:46:16.892029+00', NULL, false, NULL, NULL, 'connected', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0);
INSERT INTO public.channels OVERRIDING SYSTEM VALUE VALUES (3, 1, 3, 'Northwind Coffee', 'northwindcoffee.bsky.social', '/avatars/network-3.svg', 'sandbox', '[{"minute": 540, "weekday": 1}, {"minute": 780, "weekday": 1}, {"minute": 1020, "weekday": 1}, {"minute": 540, "weekday": 2}, {"minute": 780, "weekday": 2}, {"minute": 1020, "weekday": 2}, {"minute": 540, "weekday": 3}, {"minute": 780, "weekday": 3}, {"minute": 1020, "weekday": 3}, {"minute": 540, "weekday": 4}, {"minute": 780, "weekday": 4}, {"minute": 1020, "weekday": 4}, {"minute": 540, "weekday": 5}, {"minute": 780, "weekday": 5}, {"minute": 1020, "weekday": 5}, {"minute": 540, "weekday": 6}, {"minute": 780, "weekday": 6}, {"minute": 1020, "weekday": 6}, {"minute": 540, "weekday": 7}, {"minute": 780, "weekday": 7}, {"minute": 1020, "weekday": 7}]', '2026-11-27 05:46:16.892029+00', NULL, false, NULL, NULL, 'connected', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0);
INSERT INTO public.channels OVERRIDING SYSTEM VALUE VALUES (4, 1, 4, 'Northwind Coffee Co.', 'northwind-coffee-co', '/avatars/network-4.svg', 'sandbox', '[{"minute": 540, "weekday": 1}, {"minute": 780, "weekday": 1}, {"minute": 1020, "weekday": 1}, {"minute": 540, "weekday": 2}, {"minute": 780, "weekday": 2}, {"minute": 1020, "weekday": 2}, {"minute": 540, "weekday": 3}, {"minute": 780, "weekday": 3}, {"minute": 1020, "weekday": 3}, {"minute": 540, "weekday": 4}, {"minute": 780, "weekday": 4}, {"minute": 1020, "weekday": 4}, {"minute": 540, "weekday": 5}, {"minute": 780, "weekday": 5}, {"minute": 1020, "weekday": 5}, {"minute": 540, "weekday": 6}, {"minute": 780, "weekday": 6}, {"minute": 1020, "weekday": 6}, {"minute": 540, "weekday": 7}, {"minute": 780, "weekday": 7}, {"minute": 1020, "weekday": 7}]', '2026-11-27 05:46:16.892029+00', NULL, false, NULL, NULL, 'connected', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0);
INSERT INTO public.channels OVERRIDING SYSTEM VALUE VALUES (5, 1, 5, 'Northwind Coffee', 'northwind.cafe', '/avatars/network-5.svg', 'sandbox', '[{"minute": 540, "weekday": 1}, {"minute": 780, "weekday": 1}, {"minute": 1020, "weekday": 1}, {"minute": 540, "weekday": 2}, {"minute": 780, "weekday": 2}, {"minute": 1020, "weekday": 2}, {"minute": 540, "weekday": 3}, {"minute": 780, "weekday": 3}, {"minute": 1020, "weekday": 3}, {"minute": 540, "weekday": 4}, {"minute": 780, "weekday": 4}, {"minute": 1020, "weekday": 4}, {"minute": 540, "weekday": 5}, {"minute": 780, "weekday": 5}, {"minute": 1020, "weekday": 5}, {"minute": 540, "weekday": 6}, {"minute": 780, "weekday": 6}, {"minute": 1020, "weekday": 6}, {"minute": 540, "weekday": 7}, {"minute": 780, "weekday": 7}, {"minute": 1020, "weekday": 7}]', '2026-11-27 05:46:16.892029+00', NULL, false, NULL, NULL, 'connected', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0);
INSERT INTO public.channels OVERRIDING SYSTEM VALUE VALUES (6, 1, 6, 'Northwind Recipes', 'northwindrecipes', '/avatars/network-6.svg', 'sandbox', '[{"minute": 540, "weekday": 1}, {"minute": 780, "weekday": 1}, {"minute": 1020, "weekday": 1}, {"minute": 540, "weekday": 2}, {"minute": 780, "weekday": 2}, {"minute": 1020, "weekday": 2}, {"minute": 540, "weekday": 3}, {"minute": 780, "weekday": 3}, {"minute": 1020, "weekday": 3}, {"minute": 540, "weekday": 4}, {"minute": 780, "weekday": 4}, {"minute": 1020, "weekday": 4}, {"minute": 540, "weekday": 5}, {"minute": 780, "weekday": 5}, {"minute": 1020, "weekday": 5}, {"minute": 540, "weekday": 6}, {"minute": 780, "weekday": 6}, {"minute": 1020, "weekday": 6}, {"minute": 540, "weekday": 7}, {"minute": 780, "weekday": 7}, {"minute": 1020, "weekday": 7}]', '2026-11-27 05:46:16.892029+00', NULL, false, NULL, NULL, 'connected', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0);
INSERT INTO public.channels OVERRIDING SYSTEM VALUE VALUES (7, 1, 7, 'Northwind Coffee, Main St', 'northwind-main-st', '/avatars/network-7.svg', 'sandbox', '[{"minute": 540, "weekday": 1}, {"minute": 780, "weekday": 1}, {"minute": 1020, "weekday": 1}, {"minute": 540, "weekday": 2}, {"minute": 780, "weekday": 2}, {"minute": 1020, "weekday": 2}, {"minute": 540, "weekday": 3}, {"minute": 780, "weekday": 3}, {"minute": 1020, "weekday": 3}, {"minute": 540, "weekday": 4}, {"minute": 780, "weekday": 4}, {"minute": 1020, "weekday": 4}, {"minute": 540, "weekday": 5}, {"minute": 780, "weekday": 5}, {"minute": 1020, "weekday": 5}, {"minute": 540, "weekday": 6}, {"minute": 780, "weekday": 6}, {"minute": 1020, "weekday": 6}, {"minute": 540, "weekday": 7}, {"minute": 780, "weekday": 7}, {"minute": 1020, "weekday": 7}]', '2026-11-27 05:46:16.892029+00', NULL, false, NULL, NULL, 'connected', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0);
INSERT INTO public.channels OVERRIDING SYSTEM VALUE VALUES (8, 2, 1, 'Harbor Books', 'harborbooks', '/avatars/network-1.svg', 'sandbox', '[{"minute": 540, "weekday": 1}, {"minute": 780, "weekday": 1}, {"minute": 1020, "weekday": 1}, {"minute": 540, "weekday": 2}, {"minute": 780, "weekday": 2}, {"minute": 1020, "weekday": 2}, {"minute": 540, "weekday": 3}, {"minute": 780, "weekday": 3}, {"minute": 1020, "weekday": 3}, {"minute": 540, "weekday": 4}, {"minute": 780, "weekday": 4}, {"minute": 1020, "weekday": 4}, {"minute": 540, "weekday": 5}, {"minute": 780, "weekday": 5}, {"minute": 1020, "weekday": 5}, {"minute": 540, "weekday": 6}, {"minute": 780, "weekday": 6}, {"minute": 1020, "weekday": 6}, {"minute": 540, "weekday": 7}, {"minute": 780, "weekday": 7}, {"minute": 1020, "weekday": 7}]', '2026-11-27 05:46:16.892029+00', NULL, false, NULL, NULL, 'connected', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0);
INSERT INTO public.channels OVERRIDING SYSTEM VALUE VALUES (9, 2, 5, 'Harbor Books', 'harbor.books', '/avatars/network-5.svg', 'sandbox', '[{"minute": 540, "weekday": 1}, {"minute": 780, "weekday": 1}, {"minute": 1020, "weekday": 1}, {"minute": 540, "weekday": 2}, {"minute": 780, "weekday": 2}, {"minute": 1020, "weekday": 2}, {"minute": 540, "weekday": 3}, {"minute": 780, "weekday": 3}, {"minute": 1020, "weekday": 3}, {"minute": 540, "weekday": 4}, {"minute": 780, "weekday": 4}, {"minute": 1020, "weekday": 4}, {"minute": 540, "weekday": 5}, {"minute": 780, "weekday": 5}, {"minute": 1020, "weekday": 5}, {"minute": 540, "weekday": 6}, {"minute": 780, "weekday": 6}, {"minute": 1020, "weekday": 6}, {"minute": 540, "weekday": 7}, {"minute": 780, "weekday": 7}, {"minute": 1020, "weekday": 7}]', '2026-11-27 05:46:16.892029+00', NULL, false, NULL, NULL, 'connected', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0);
INSERT INTO public.channels OVERRIDING SYSTEM VALUE VALUES (10, 3, 1, 'Engines on X', 'engines.on.x', '/avatars/network-1.svg', 'sandbox', '[{"minute": 540, "weekday": 1}, {"minute": 780, "weekday": 1}, {"minute": 1020, "weekday": 1}, {"minute": 540, "weekday": 2}, {"minute": 780, "weekday": 2}, {"minute": 1020, "weekday": 2}, {"minute": 540, "weekday": 3}, {"minute": 780, "weekday": 3}, {"minute": 1020, "weekday": 3}, {"minute": 540, "weekday": 4}, {"minute": 780, "weekday": 4}, {"minute": 1020, "weekday": 4}, {"minute": 540, "weekday": 5}, {"minute": 780, "weekday": 5}, {"minute": 1020, "weekday": 5}, {"minute": 540, "weekday": 6}, {"minute": 780, "weekday": 6}, {"minute": 1020, "weekday": 6}, {"minute": 540, "weekday": 7}, {"minute": 780, "weekday": 7}, {"minute": 1020, "weekday": 7}]', '2026-11-27 05:46:21.333286+00', NULL, false, NULL, NULL, 'connected', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0);


--
-- Data for Name: connect_choices; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: connect_requests; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: drafts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.drafts OVERRIDING SYSTEM VALUE VALUES (1, 1, 1, 'Holiday gift boxes: three coffees, one mug, a handwritten note.', '2_5', NULL, '/demo/latte.png', false, NULL, NULL, NULL, '2026-11-25 23:46:17.46+00', '2026-11-25 23:46:17.46+00');
INSERT INTO public.drafts OVERRIDING SYSTEM VALUE VALUES (2, 1, 1, 'Idea: a monthly "ask the roaster" live session.', '', NULL, NULL, false, NULL, NULL, NULL, '2026-11-26 09:46:17.46+00', '2026-11-26 09:46:17.46+00');
INSERT INTO public.drafts OVERRIDING SYSTEM VALUE VALUES (3, 1, 2, 'Poll: oat, almond or whole milk in your flat white?', '2_5', NULL, '/demo/cardamom-buns.png', false, NULL, NULL, NULL, '2026-11-26 19:46:17.46+00', '2026-11-26 19:46:17.46+00');
INSERT INTO public.drafts OVERRIDING SYSTEM VALUE VALUES (4, 1, 2, 'We are the BEST coffee in town, no contest!!!', '4', NULL, NULL, false, NULL, 1, 'Let us keep it friendly: say what makes the coffee good instead of comparing.', '2026-11-27 03:46:17.46+00', '2026-11-27 03:46:17.46+00');
INSERT INTO public.drafts OVERRIDING SYSTEM VALUE VALUES (5, 1, 1, 'Autumn menu: ideas welcome', '1', NULL, NULL, false, NULL, NULL, NULL, '2026-11-27 05:46:20.786+00', '2026-11-27 05:46:20.786+00');


--
-- Data for Name: inbox_items; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (241, 1, 3, 'sandbox-1', 'post', NULL, 241, false, true, 'channel-3', 'northwindcoffee.bsky.social', '/avatars/network-3.svg', 'Open late on Fridays', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/posts/1', 59, false, false, false, 0, '', '', '2026-11-27 05:46:20+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (9, 1, 7, 'sbx-7-1793233438-8', 'post', NULL, 9, false, true, 'channel-7', 'northwind-main-st', '/avatars/network-7.svg', 'We are open late this Friday for the street festival!', NULL, 'https://sandbox.social/google/northwind-main-st/1793233438-8', NULL, false, false, false, 0, '', '', '2026-10-29 00:23:58+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (12, 1, 1, 'sbx-1-1793251095-11', 'message', NULL, 12, true, false, 'user-2', 'Jordan Kim', '/avatars/person-2.svg', 'Could I book the back room for a birthday on Saturday?', NULL, 'https://sandbox.social/x/northwindcoffee/1793251095-11', NULL, false, false, false, 0, '', '', '2026-10-29 05:18:15+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (2, 1, 4, 'sbx-4-1793275844-1', 'post', NULL, 2, false, true, 'channel-4', 'northwind-coffee-co', '/avatars/network-4.svg', 'Fresh roast of our Colombian Huila just landed. Bright, nutty, caramel finish.', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1793275844-1', NULL, false, false, false, 0, '', '', '2026-10-29 12:10:44+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (1, 1, 1, 'sbx-1-1793281106-0', 'post', NULL, 1, false, true, 'channel-1', 'northwindcoffee', '/avatars/network-1.svg', 'We are open late this Friday for the street festival!', NULL, 'https://sandbox.social/x/northwindcoffee/1793281106-0', NULL, false, false, false, 0, '', '', '2026-10-29 13:38:26+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (58, 1, 7, 'sbx-7-1793329319-57', 'mention', NULL, 58, false, false, 'user-26', 'Hana Kim', '/avatars/person-2.svg', 'Why is the line at @northwind always so long? Worth it though', NULL, 'https://sandbox.social/google/northwind-main-st/1793329319-57', NULL, false, false, false, 0, '', '', '2026-10-30 03:01:59+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (57, 1, 3, 'sbx-3-1793422545-56', 'post', NULL, 57, false, true, 'channel-3', 'northwindcoffee.bsky.social', '/avatars/network-3.svg', 'Say hi to Priya, our new head roaster.', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1793422545-56', NULL, false, false, false, 0, '', '', '2026-10-31 04:55:45+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (71, 1, 3, 'sbx-3-1793449940-70', 'mention', NULL, 71, false, false, 'user-30', 'Zoe Kim', '/avatars/person-6.svg', 'Why is the line at @northwind always so long? Worth it though', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1793449940-70', NULL, false, false, false, 0, '', '', '2026-10-31 12:32:20+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (35, 1, 3, 'sbx-3-1793463043-34', 'mention', NULL, 35, false, false, 'user-10', 'Taylor Kim', '/avatars/person-2.svg', 'Why is the line at @northwind always so long? Worth it though', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1793463043-34', NULL, false, false, false, 0, '', '', '2026-10-31 16:10:43+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (18, 1, 1, 'sbx-1-1793531307-17', 'mention', NULL, 18, false, false, 'user-26', 'Hana Kim', '/avatars/person-2.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/x/northwindcoffee/1793531307-17', NULL, false, false, false, 0, '', '', '2026-11-01 11:08:27+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (4, 1, 1, 'sbx-1-1793594002-3', 'post', NULL, 4, false, true, 'channel-1', 'northwindcoffee', '/avatars/network-1.svg', 'Rainy day? Our hot chocolate is back on the menu.', NULL, 'https://sandbox.social/x/northwindcoffee/1793594002-3', NULL, false, false, false, 0, '', '', '2026-11-02 04:33:22+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (47, 1, 7, 'sbx-7-1793609501-46', 'mention', NULL, 47, false, false, 'user-26', 'Hana Kim', '/avatars/person-2.svg', 'Why is the line at @northwind always so long? Worth it though', NULL, 'https://sandbox.social/google/northwind-main-st/1793609501-46', NULL, false, true, false, 0, '', '', '2026-11-02 08:51:41+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (22, 1, 6, 'sbx-6-1793610369-21', 'mention', NULL, 22, false, false, 'user-32', 'Malik Kim', '/avatars/person-8.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1793610369-21', NULL, false, false, false, 0, '', '', '2026-11-02 09:06:09+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (6, 1, 4, 'sbx-4-1793696738-5', 'mention', NULL, 6, false, false, 'user-31', 'Malik Lee', '/avatars/person-7.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1793696738-5', NULL, false, false, false, 0, '', '', '2026-11-03 09:05:38+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (37, 1, 6, 'sbx-6-1793840857-36', 'mention', NULL, 37, false, false, 'user-22', 'Lena Kim', '/avatars/person-6.svg', 'Has anyone tried the new cardamom buns at @northwind?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1793840857-36', NULL, false, true, false, 0, '', '', '2026-11-05 01:07:37+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (15, 1, 5, 'sbx-5-1793921484-14', 'message', NULL, 15, true, false, 'user-16', 'Omar Kim', '/avatars/person-8.svg', 'My order this morning was missing a croissant.', NULL, 'https://sandbox.social/instagram/northwind.cafe/1793921484-14', NULL, false, false, false, 0, '', '', '2026-11-05 23:31:24+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (55, 1, 4, 'sbx-4-1793940834-54', 'message', NULL, 55, true, false, 'user-15', 'Omar Lee', '/avatars/person-7.svg', 'Do you sell gift cards?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1793940834-54', NULL, false, true, false, 0, '', '', '2026-11-06 04:53:54+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (61, 1, 6, 'sbx-6-1793969372-60', 'mention', NULL, 61, false, false, 'user-11', 'Elena Lee', '/avatars/person-3.svg', '@northwind your cold brew saved my Monday', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1793969372-60', NULL, false, false, false, 0, '', '', '2026-11-06 12:49:32+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (5, 1, 7, 'sbx-7-1793983844-4', 'mention', NULL, 5, false, false, 'user-21', 'Lena Lee', '/avatars/person-5.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/google/northwind-main-st/1793983844-4', NULL, false, false, false, 0, '', '', '2026-11-06 16:50:44+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (56, 1, 2, 'sbx-2-1794130589-55', 'mention', NULL, 56, false, false, 'user-22', 'Lena Kim', '/avatars/person-6.svg', 'Why is the line at @northwind always so long? Worth it though', NULL, 'https://sandbox.social/facebook/northwind.coffee/1794130589-55', NULL, false, false, false, 0, '', '', '2026-11-08 09:36:29+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (49, 1, 3, 'sbx-3-1794188272-48', 'mention', NULL, 49, false, false, 'user-17', 'Priya Lee', '/avatars/person-1.svg', 'Why is the line at @northwind always so long? Worth it though', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1794188272-48', NULL, false, false, false, 0, '', '', '2026-11-09 01:37:52+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (32, 1, 7, 'sbx-7-1794247198-31', 'post', NULL, 32, false, true, 'channel-7', 'northwind-main-st', '/avatars/network-7.svg', 'Rainy day? Our hot chocolate is back on the menu.', NULL, 'https://sandbox.social/google/northwind-main-st/1794247198-31', NULL, false, false, false, 0, '', '', '2026-11-09 17:59:58+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (41, 1, 3, 'sbx-3-1794248307-40', 'post', NULL, 41, false, true, 'channel-3', 'northwindcoffee.bsky.social', '/avatars/network-3.svg', 'Fresh roast of our Colombian Huila just landed. Bright, nutty, caramel finish.', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1794248307-40', NULL, false, false, false, 0, '', '', '2026-11-09 18:18:27+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (48, 1, 6, 'sbx-6-1794253517-47', 'mention', NULL, 48, false, false, 'user-24', 'Diego Kim', '/avatars/person-8.svg', 'Has anyone tried the new cardamom buns at @northwind?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1794253517-47', NULL, false, false, false, 0, '', '', '2026-11-09 19:45:17+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (36, 1, 5, 'sbx-5-1794330685-35', 'message', NULL, 36, true, false, 'user-19', 'Noah Lee', '/avatars/person-3.svg', 'Could I book the back room for a birthday on Saturday?', NULL, 'https://sandbox.social/instagram/northwind.cafe/1794330685-35', NULL, false, false, false, 0, '', '', '2026-11-10 17:11:25+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (26, 1, 6, 'sbx-6-1794330967-25', 'post', NULL, 26, false, true, 'channel-6', 'northwindrecipes', '/avatars/network-6.svg', 'Fresh roast of our Colombian Huila just landed. Bright, nutty, caramel finish.', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1794330967-25', NULL, false, false, false, 0, '', '', '2026-11-10 17:16:07+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (30, 1, 5, 'sbx-5-1794343373-29', 'post', NULL, 30, false, true, 'channel-5', 'northwind.cafe', '/avatars/network-5.svg', 'We are open late this Friday for the street festival!', NULL, 'https://sandbox.social/instagram/northwind.cafe/1794343373-29', NULL, false, false, false, 0, '', '', '2026-11-10 20:42:53+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (17, 1, 1, 'sbx-1-1794365435-16', 'mention', NULL, 17, false, false, 'user-31', 'Malik Lee', '/avatars/person-7.svg', 'Shoutout to @northwind for the cosy corner seats', NULL, 'https://sandbox.social/x/northwindcoffee/1794365435-16', NULL, false, false, false, 0, '', '', '2026-11-11 02:50:35+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (19, 1, 6, 'sbx-6-1794390388-18', 'mention', NULL, 19, false, false, 'user-20', 'Noah Kim', '/avatars/person-4.svg', 'Why is the line at @northwind always so long? Worth it though', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1794390388-18', NULL, false, false, false, 0, '', '', '2026-11-11 09:46:28+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (31, 1, 3, 'sbx-3-1794439588-30', 'mention', NULL, 31, false, false, 'user-17', 'Priya Lee', '/avatars/person-1.svg', 'Has anyone tried the new cardamom buns at @northwind?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1794439588-30', NULL, false, false, false, 0, '', '', '2026-11-11 23:26:28+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (74, 1, 2, 'sbx-2-1794459567-73', 'mention', NULL, 74, false, false, 'user-11', 'Elena Lee', '/avatars/person-3.svg', '@northwind your cold brew saved my Monday', NULL, 'https://sandbox.social/facebook/northwind.coffee/1794459567-73', NULL, false, false, false, 0, '', '', '2026-11-12 04:59:27+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (50, 1, 4, 'sbx-4-1794563431-49', 'mention', NULL, 50, false, false, 'user-20', 'Noah Kim', '/avatars/person-4.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1794563431-49', NULL, false, false, false, 0, '', '', '2026-11-13 09:50:31+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (69, 1, 6, 'sbx-6-1794616400-68', 'mention', NULL, 69, false, false, 'user-32', 'Malik Kim', '/avatars/person-8.svg', 'Has anyone tried the new cardamom buns at @northwind?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1794616400-68', NULL, false, true, false, 0, '', '', '2026-11-14 00:33:20+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (68, 1, 6, 'sbx-6-1794620395-67', 'mention', NULL, 68, false, false, 'user-28', 'Sam Kim', '/avatars/person-4.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1794620395-67', NULL, false, false, false, 0, '', '', '2026-11-14 01:39:55+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (29, 1, 3, 'sbx-3-1794626116-28', 'mention', NULL, 29, false, false, 'user-11', 'Elena Lee', '/avatars/person-3.svg', 'Shoutout to @northwind for the cosy corner seats', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1794626116-28', NULL, false, false, false, 0, '', '', '2026-11-14 03:15:16+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (16, 1, 5, 'sbx-5-1794791204-15', 'mention', NULL, 16, false, false, 'user-28', 'Sam Kim', '/avatars/person-4.svg', 'Shoutout to @northwind for the cosy corner seats', NULL, 'https://sandbox.social/instagram/northwind.cafe/1794791204-15', NULL, false, false, false, 0, '', '', '2026-11-16 01:06:44+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (52, 1, 2, 'sbx-2-1794797786-51', 'mention', NULL, 52, false, false, 'user-4', 'Riley Kim', '/avatars/person-4.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/facebook/northwind.coffee/1794797786-51', NULL, false, false, false, 0, '', '', '2026-11-16 02:56:26+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (28, 1, 4, 'sbx-4-1794836311-27', 'post', NULL, 28, false, true, 'channel-4', 'northwind-coffee-co', '/avatars/network-4.svg', 'We are open late this Friday for the street festival!', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1794836311-27', NULL, false, false, false, 0, '', '', '2026-11-16 13:38:31+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (42, 1, 7, 'sbx-7-1794871268-41', 'mention', NULL, 42, false, false, 'user-24', 'Diego Kim', '/avatars/person-8.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/google/northwind-main-st/1794871268-41', NULL, false, false, false, 0, '', '', '2026-11-16 23:21:08+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (63, 1, 1, 'sbx-1-1794947919-62', 'post', NULL, 63, false, true, 'channel-1', 'northwindcoffee', '/avatars/network-1.svg', 'Say hi to Priya, our new head roaster.', NULL, 'https://sandbox.social/x/northwindcoffee/1794947919-62', NULL, false, false, false, 0, '', '', '2026-11-17 20:38:39+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (7, 1, 6, 'sbx-6-1795064445-6', 'post', NULL, 7, false, true, 'channel-6', 'northwindrecipes', '/avatars/network-6.svg', 'Rainy day? Our hot chocolate is back on the menu.', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795064445-6', NULL, false, false, false, 0, '', '', '2026-11-19 05:00:45+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (27, 1, 7, 'sbx-7-1795148240-26', 'mention', NULL, 27, false, false, 'user-19', 'Noah Lee', '/avatars/person-3.svg', 'Has anyone tried the new cardamom buns at @northwind?', NULL, 'https://sandbox.social/google/northwind-main-st/1795148240-26', NULL, false, false, false, 0, '', '', '2026-11-20 04:17:20+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (54, 1, 2, 'sbx-2-1795161586-53', 'post', NULL, 54, false, true, 'channel-2', 'northwind.coffee', '/avatars/network-2.svg', 'We are open late this Friday for the street festival!', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795161586-53', NULL, false, false, false, 0, '', '', '2026-11-20 07:59:46+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (64, 1, 7, 'sbx-7-1795168704-63', 'mention', NULL, 64, false, false, 'user-17', 'Priya Lee', '/avatars/person-1.svg', 'Has anyone tried the new cardamom buns at @northwind?', NULL, 'https://sandbox.social/google/northwind-main-st/1795168704-63', NULL, false, false, false, 0, '', '', '2026-11-20 09:58:24+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (59, 1, 3, 'sbx-3-1795170838-58', 'post', NULL, 59, false, true, 'channel-3', 'northwindcoffee.bsky.social', '/avatars/network-3.svg', 'Fresh roast of our Colombian Huila just landed. Bright, nutty, caramel finish.', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795170838-58', NULL, false, false, false, 0, '', '', '2026-11-20 10:33:58+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (46, 1, 5, 'sbx-5-1795209431-45', 'post', NULL, 46, false, true, 'channel-5', 'northwind.cafe', '/avatars/network-5.svg', 'We are open late this Friday for the street festival!', NULL, 'https://sandbox.social/instagram/northwind.cafe/1795209431-45', NULL, false, false, false, 0, '', '', '2026-11-20 21:17:11+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (45, 1, 3, 'sbx-3-1795256184-44', 'post', NULL, 45, false, true, 'channel-3', 'northwindcoffee.bsky.social', '/avatars/network-3.svg', 'Say hi to Priya, our new head roaster.', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795256184-44', NULL, false, false, false, 0, '', '', '2026-11-21 10:16:24+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (62, 1, 1, 'sbx-1-1795274614-61', 'post', NULL, 62, false, true, 'channel-1', 'northwindcoffee', '/avatars/network-1.svg', 'Fresh roast of our Colombian Huila just landed. Bright, nutty, caramel finish.', NULL, 'https://sandbox.social/x/northwindcoffee/1795274614-61', NULL, false, false, false, 0, '', '', '2026-11-21 15:23:34+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (43, 1, 2, 'sbx-2-1795312698-42', 'post', NULL, 43, false, true, 'channel-2', 'northwind.coffee', '/avatars/network-2.svg', 'Rainy day? Our hot chocolate is back on the menu.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795312698-42', NULL, false, false, false, 0, '', '', '2026-11-22 01:58:18+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (67, 1, 2, 'sbx-2-1795359297-66', 'mention', NULL, 67, false, false, 'user-6', 'Avery Kim', '/avatars/person-6.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795359297-66', NULL, false, false, false, 0, '', '', '2026-11-22 14:54:57+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (24, 1, 1, 'sbx-1-1795378116-23', 'post', NULL, 24, false, true, 'channel-1', 'northwindcoffee', '/avatars/network-1.svg', 'Say hi to Priya, our new head roaster.', NULL, 'https://sandbox.social/x/northwindcoffee/1795378116-23', NULL, false, false, false, 0, '', '', '2026-11-22 20:08:36+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (3, 1, 1, 'sbx-1-1795401907-2', 'message', NULL, 3, true, false, 'user-14', 'Chris Kim', '/avatars/person-6.svg', 'Are you hiring baristas?', NULL, 'https://sandbox.social/x/northwindcoffee/1795401907-2', NULL, false, false, false, 0, '', '', '2026-11-23 02:45:07+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (13, 1, 6, 'sbx-6-1795418825-12', 'mention', NULL, 13, false, false, 'user-26', 'Hana Kim', '/avatars/person-2.svg', 'Has anyone tried the new cardamom buns at @northwind?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795418825-12', NULL, false, false, false, 0, '', '', '2026-11-23 07:27:05+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (73, 1, 4, 'sbx-4-1795424592-72', 'post', NULL, 73, false, true, 'channel-4', 'northwind-coffee-co', '/avatars/network-4.svg', 'Rainy day? Our hot chocolate is back on the menu.', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1795424592-72', NULL, false, false, false, 0, '', '', '2026-11-23 09:03:12+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (25, 1, 6, 'sbx-6-1795485323-24', 'mention', NULL, 25, false, false, 'user-4', 'Riley Kim', '/avatars/person-4.svg', '@northwind your cold brew saved my Monday', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795485323-24', NULL, false, false, false, 0, '', '', '2026-11-24 01:55:23+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (21, 1, 2, 'sbx-2-1795541408-20', 'post', NULL, 21, false, true, 'channel-2', 'northwind.coffee', '/avatars/network-2.svg', 'We are open late this Friday for the street festival!', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795541408-20', NULL, false, false, false, 0, '', '', '2026-11-24 17:30:08+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (40, 1, 3, 'sbx-3-1795558893-39', 'mention', NULL, 40, false, false, 'user-12', 'Elena Kim', '/avatars/person-4.svg', 'Has anyone tried the new cardamom buns at @northwind?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795558893-39', NULL, false, false, false, 0, '', '', '2026-11-24 22:21:33+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (70, 1, 7, 'sbx-7-1795563829-69', 'mention', NULL, 70, false, false, 'user-19', 'Noah Lee', '/avatars/person-3.svg', 'Why is the line at @northwind always so long? Worth it though', NULL, 'https://sandbox.social/google/northwind-main-st/1795563829-69', NULL, false, false, false, 0, '', '', '2026-11-24 23:43:49+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (60, 1, 3, 'sbx-3-1795579663-59', 'mention', NULL, 60, false, false, 'user-21', 'Lena Lee', '/avatars/person-5.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795579663-59', NULL, false, false, false, 0, '', '', '2026-11-25 04:07:43+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (14, 1, 6, 'sbx-6-1795589917-13', 'post', NULL, 14, false, true, 'channel-6', 'northwindrecipes', '/avatars/network-6.svg', 'Say hi to Priya, our new head roaster.', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795589917-13', NULL, false, false, false, 0, '', '', '2026-11-25 06:58:37+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (65, 1, 4, 'sbx-4-1795592325-64', 'post', NULL, 65, false, true, 'channel-4', 'northwind-coffee-co', '/avatars/network-4.svg', 'Say hi to Priya, our new head roaster.', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1795592325-64', NULL, false, false, false, 0, '', '', '2026-11-25 07:38:45+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (10, 1, 7, 'sbx-7-1795617931-9', 'mention', NULL, 10, false, false, 'user-19', 'Noah Lee', '/avatars/person-3.svg', 'Has anyone tried the new cardamom buns at @northwind?', NULL, 'https://sandbox.social/google/northwind-main-st/1795617931-9', NULL, false, false, false, 0, '', '', '2026-11-25 14:45:31+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (66, 1, 2, 'sbx-2-1795640519-65', 'post', NULL, 66, false, true, 'channel-2', 'northwind.coffee', '/avatars/network-2.svg', 'Fresh roast of our Colombian Huila just landed. Bright, nutty, caramel finish.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795640519-65', NULL, false, false, false, 0, '', '', '2026-11-25 21:01:59+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (38, 1, 2, 'sbx-2-1795647557-37', 'message', NULL, 38, true, false, 'user-29', 'Zoe Lee', '/avatars/person-5.svg', 'My order this morning was missing a croissant.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795647557-37', NULL, true, false, false, 0, '', '', '2026-11-25 22:59:17+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (72, 1, 4, 'sbx-4-1795661079-71', 'mention', NULL, 72, false, false, 'user-24', 'Diego Kim', '/avatars/person-8.svg', '@northwind your cold brew saved my Monday', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1795661079-71', NULL, true, false, false, 0, '', '', '2026-11-26 02:44:39+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (39, 1, 6, 'sbx-6-1795667939-38', 'post', NULL, 39, false, true, 'channel-6', 'northwindrecipes', '/avatars/network-6.svg', 'Rainy day? Our hot chocolate is back on the menu.', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795667939-38', NULL, false, false, false, 0, '', '', '2026-11-26 04:38:59+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (53, 1, 5, 'sbx-5-1795677533-52', 'mention', NULL, 53, false, false, 'user-26', 'Hana Kim', '/avatars/person-2.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/instagram/northwind.cafe/1795677533-52', NULL, true, false, false, 0, '', '', '2026-11-26 07:18:53+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (11, 1, 4, 'sbx-4-1795679126-10', 'mention', NULL, 11, false, false, 'user-1', 'Jordan Lee', '/avatars/person-1.svg', '@northwind your cold brew saved my Monday', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1795679126-10', NULL, true, false, false, 0, '', '', '2026-11-26 07:45:26+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (33, 1, 4, 'sbx-4-1795682924-32', 'message', NULL, 33, true, false, 'user-16', 'Omar Kim', '/avatars/person-8.svg', 'Hi! I left my umbrella at the shop yesterday, did anyone find it?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1795682924-32', NULL, true, false, false, 0, '', '', '2026-11-26 08:48:44+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (20, 1, 6, 'sbx-6-1795704103-19', 'mention', NULL, 20, false, false, 'user-24', 'Diego Kim', '/avatars/person-8.svg', 'Why is the line at @northwind always so long? Worth it though', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795704103-19', NULL, true, false, false, 0, '', '', '2026-11-26 14:41:43+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (23, 1, 2, 'sbx-2-1795726454-22', 'message', NULL, 23, true, false, 'user-3', 'Riley Lee', '/avatars/person-3.svg', 'Do you sell gift cards?', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795726454-22', NULL, true, false, false, 0, '', '', '2026-11-26 20:54:14+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (51, 1, 2, 'sbx-2-1795741211-50', 'message', NULL, 51, true, false, 'user-27', 'Sam Lee', '/avatars/person-3.svg', 'My order this morning was missing a croissant.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795741211-50', NULL, true, false, false, 0, '', '', '2026-11-27 01:00:11+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (8, 1, 6, 'sbx-6-1795754240-7', 'mention', NULL, 8, false, false, 'user-20', 'Noah Kim', '/avatars/person-4.svg', 'Why is the line at @northwind always so long? Worth it though', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795754240-7', NULL, true, false, false, 0, '', '', '2026-11-27 04:37:20+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (44, 1, 4, 'sbx-4-1795754567-43', 'mention', NULL, 44, false, false, 'user-1', 'Jordan Lee', '/avatars/person-1.svg', 'Has anyone tried the new cardamom buns at @northwind?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1795754567-43', NULL, true, false, false, 0, '', '', '2026-11-27 04:42:47+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (34, 1, 6, 'sbx-6-1795754666-33', 'post', NULL, 34, false, true, 'channel-6', 'northwindrecipes', '/avatars/network-6.svg', 'Rainy day? Our hot chocolate is back on the menu.', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795754666-33', NULL, false, false, false, 0, '', '', '2026-11-27 04:44:26+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (75, 1, 1, 'sbx-1-1793284153-1', 'comment', 1, 1, false, false, 'user-15', 'Omar Lee', '/avatars/person-7.svg', 'What are your opening hours on Sunday?', NULL, 'https://sandbox.social/x/northwindcoffee/1793284153-1', NULL, false, false, false, 0, '', '', '2026-10-29 14:29:13+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (76, 1, 1, 'sbx-1-1793288339-2', 'comment', 1, 1, false, false, 'user-9', 'Taylor Lee', '/avatars/person-1.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/x/northwindcoffee/1793288339-2', NULL, false, false, false, 0, '', '', '2026-10-29 15:38:59+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (77, 1, 1, 'sbx-1-1793289982-3', 'comment', 1, 1, false, false, 'user-7', 'Morgan Lee', '/avatars/person-7.svg', 'Can I order this online?', NULL, 'https://sandbox.social/x/northwindcoffee/1793289982-3', NULL, false, false, false, 0, '', '', '2026-10-29 16:06:22+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (78, 1, 4, 'sbx-4-1793277475-101', 'comment', 2, 2, false, false, 'user-5', 'Avery Lee', '/avatars/person-5.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1793277475-101', NULL, false, false, false, 0, '', '', '2026-10-29 12:37:55+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (79, 1, 4, 'sbx-4-1793282464-102', 'comment', 2, 2, false, false, 'user-25', 'Hana Lee', '/avatars/person-1.svg', 'Is this available at the Main St shop too?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1793282464-102', NULL, false, false, false, 0, '', '', '2026-10-29 14:01:04+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (80, 1, 4, 'sbx-4-1793287740-103', 'comment', 2, 2, false, false, 'user-20', 'Noah Kim', '/avatars/person-4.svg', 'The barista this morning was so kind, thank you.', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1793287740-103', NULL, false, false, false, 0, '', '', '2026-10-29 15:29:00+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (81, 1, 4, 'sbx-4-1793288015-104', 'comment', 2, 2, false, false, 'user-30', 'Zoe Kim', '/avatars/person-6.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1793288015-104', NULL, false, false, false, 0, '', '', '2026-10-29 15:33:35+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (82, 1, 4, 'sbx-4-1793288183-105', 'comment', 2, 2, false, false, 'user-12', 'Elena Kim', '/avatars/person-4.svg', 'Too sweet for me, but my partner loves it.', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1793288183-105', NULL, false, false, false, 0, '', '', '2026-10-29 15:36:23+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (83, 1, 1, 'sbx-1-1795405764-201', 'message', 3, 3, true, true, 'channel-1', 'northwindcoffee', '/avatars/network-1.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/x/northwindcoffee/1795405764-201', NULL, false, false, false, 0, '', '', '2026-11-23 03:49:24+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (84, 1, 1, 'sbx-1-1795407609-202', 'message', 3, 3, true, false, 'user-14', 'Chris Kim', '/avatars/person-6.svg', 'My order this morning was missing a croissant.', NULL, 'https://sandbox.social/x/northwindcoffee/1795407609-202', NULL, false, false, false, 0, '', '', '2026-11-23 04:20:09+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (85, 1, 1, 'sbx-1-1795409593-203', 'message', 3, 3, true, true, 'channel-1', 'northwindcoffee', '/avatars/network-1.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/x/northwindcoffee/1795409593-203', NULL, false, false, false, 0, '', '', '2026-11-23 04:53:13+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (86, 1, 1, 'sbx-1-1793597756-301', 'comment', 4, 4, false, false, 'user-11', 'Elena Lee', '/avatars/person-3.svg', 'Is this available at the Main St shop too?', NULL, 'https://sandbox.social/x/northwindcoffee/1793597756-301', NULL, false, false, false, 0, '', '', '2026-11-02 05:35:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (87, 1, 4, 'sbx-4-1793699760-501', 'reply', 6, 6, false, false, 'user-31', 'Malik Lee', '/avatars/person-7.svg', 'Best coffee in the neighbourhood, hands down.', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1793699760-501', NULL, false, false, false, 0, '', '', '2026-11-03 09:56:00+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (88, 1, 6, 'sbx-6-1795067515-601', 'comment', 7, 7, false, false, 'user-25', 'Hana Lee', '/avatars/person-1.svg', 'Best coffee in the neighbourhood, hands down.', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795067515-601', NULL, false, false, false, 0, '', '', '2026-11-19 05:51:55+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (89, 1, 6, 'sbx-6-1795071563-602', 'comment', 7, 7, false, false, 'user-14', 'Chris Kim', '/avatars/person-6.svg', 'The barista this morning was so kind, thank you.', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795071563-602', NULL, false, false, false, 0, '', '', '2026-11-19 06:59:23+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (90, 1, 6, 'sbx-6-1795071673-603', 'comment', 7, 7, false, false, 'user-10', 'Taylor Kim', '/avatars/person-2.svg', 'What are your opening hours on Sunday?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795071673-603', NULL, false, false, false, 0, '', '', '2026-11-19 07:01:13+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (91, 1, 6, 'sbx-6-1795076827-604', 'reply', 7, 7, false, true, 'channel-6', 'northwindrecipes', '/avatars/network-6.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795076827-604', NULL, false, false, false, 0, '', '', '2026-11-19 08:27:07+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (92, 1, 7, 'sbx-7-1793238866-801', 'comment', 9, 9, false, false, 'user-27', 'Sam Lee', '/avatars/person-3.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/google/northwind-main-st/1793238866-801', NULL, false, false, false, 0, '', '', '2026-10-29 01:54:26+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (93, 1, 7, 'sbx-7-1793241065-802', 'comment', 9, 9, false, false, 'user-19', 'Noah Lee', '/avatars/person-3.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/google/northwind-main-st/1793241065-802', NULL, false, false, false, 0, '', '', '2026-10-29 02:31:05+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (94, 1, 7, 'sbx-7-1793245098-803', 'comment', 9, 9, false, false, 'user-27', 'Sam Lee', '/avatars/person-3.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/google/northwind-main-st/1793245098-803', NULL, false, false, false, 0, '', '', '2026-10-29 03:38:18+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (95, 1, 7, 'sbx-7-1793249134-804', 'comment', 9, 9, false, false, 'user-32', 'Malik Kim', '/avatars/person-8.svg', 'The barista this morning was so kind, thank you.', NULL, 'https://sandbox.social/google/northwind-main-st/1793249134-804', NULL, false, false, false, 0, '', '', '2026-10-29 04:45:34+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (96, 1, 7, 'sbx-7-1795620570-901', 'reply', 10, 10, false, false, 'user-7', 'Morgan Lee', '/avatars/person-7.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/google/northwind-main-st/1795620570-901', NULL, false, false, false, 0, '', '', '2026-11-25 15:29:30+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (97, 1, 7, 'sbx-7-1795621983-902', 'reply', 10, 10, false, false, 'user-17', 'Priya Lee', '/avatars/person-1.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/google/northwind-main-st/1795621983-902', NULL, false, false, false, 0, '', '', '2026-11-25 15:53:03+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (98, 1, 1, 'sbx-1-1793253849-1101', 'message', 12, 12, true, true, 'channel-1', 'northwindcoffee', '/avatars/network-1.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/x/northwindcoffee/1793253849-1101', NULL, false, false, false, 0, '', '', '2026-10-29 06:04:09+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (99, 1, 6, 'sbx-6-1795421110-1201', 'reply', 13, 13, false, false, 'user-17', 'Priya Lee', '/avatars/person-1.svg', 'Any chance of a decaf version?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795421110-1201', NULL, false, false, false, 0, '', '', '2026-11-23 08:05:10+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (100, 1, 6, 'sbx-6-1795424017-1202', 'reply', 13, 13, false, false, 'user-19', 'Noah Lee', '/avatars/person-3.svg', 'What are your opening hours on Sunday?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795424017-1202', NULL, false, false, false, 0, '', '', '2026-11-23 08:53:37+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (101, 1, 6, 'sbx-6-1795594946-1301', 'comment', 14, 14, false, false, 'user-14', 'Chris Kim', '/avatars/person-6.svg', 'Can I order this online?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795594946-1301', NULL, false, false, false, 0, '', '', '2026-11-25 08:22:26+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (102, 1, 6, 'sbx-6-1795599489-1302', 'comment', 14, 14, false, false, 'user-12', 'Elena Kim', '/avatars/person-4.svg', 'Too sweet for me, but my partner loves it.', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795599489-1302', NULL, false, false, false, 0, '', '', '2026-11-25 09:38:09+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (103, 1, 6, 'sbx-6-1795601905-1303', 'comment', 14, 14, false, false, 'user-32', 'Malik Kim', '/avatars/person-8.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795601905-1303', NULL, false, false, false, 0, '', '', '2026-11-25 10:18:25+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (104, 1, 6, 'sbx-6-1795606739-1304', 'comment', 14, 14, false, false, 'user-18', 'Priya Kim', '/avatars/person-2.svg', 'What are your opening hours on Sunday?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795606739-1304', NULL, false, false, false, 0, '', '', '2026-11-25 11:38:59+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (105, 1, 5, 'sbx-5-1793926571-1401', 'message', 15, 15, true, true, 'channel-5', 'northwind.cafe', '/avatars/network-5.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/instagram/northwind.cafe/1793926571-1401', NULL, false, false, false, 0, '', '', '2026-11-06 00:56:11+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (106, 1, 5, 'sbx-5-1793930180-1402', 'message', 15, 15, true, false, 'user-16', 'Omar Kim', '/avatars/person-8.svg', 'Could I book the back room for a birthday on Saturday?', NULL, 'https://sandbox.social/instagram/northwind.cafe/1793930180-1402', NULL, false, false, false, 0, '', '', '2026-11-06 01:56:20+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (107, 1, 5, 'sbx-5-1793931116-1403', 'message', 15, 15, true, true, 'channel-5', 'northwind.cafe', '/avatars/network-5.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/instagram/northwind.cafe/1793931116-1403', NULL, false, false, false, 0, '', '', '2026-11-06 02:11:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (108, 1, 1, 'sbx-1-1793532892-1701', 'reply', 18, 18, false, false, 'user-8', 'Morgan Kim', '/avatars/person-8.svg', 'Best coffee in the neighbourhood, hands down.', NULL, 'https://sandbox.social/x/northwindcoffee/1793532892-1701', NULL, false, false, false, 0, '', '', '2026-11-01 11:34:52+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (109, 1, 1, 'sbx-1-1793536805-1702', 'reply', 18, 18, false, false, 'user-18', 'Priya Kim', '/avatars/person-2.svg', 'Can I order this online?', NULL, 'https://sandbox.social/x/northwindcoffee/1793536805-1702', NULL, false, false, false, 0, '', '', '2026-11-01 12:40:05+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (110, 1, 6, 'sbx-6-1795709309-1901', 'reply', 20, 20, false, false, 'user-18', 'Priya Kim', '/avatars/person-2.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795709309-1901', NULL, true, false, false, 0, '', '', '2026-11-26 16:08:29+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (111, 1, 2, 'sbx-2-1795546370-2001', 'comment', 21, 21, false, false, 'user-28', 'Sam Kim', '/avatars/person-4.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795546370-2001', NULL, false, false, false, 0, '', '', '2026-11-24 18:52:50+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (112, 1, 2, 'sbx-2-1795550080-2002', 'comment', 21, 21, false, false, 'user-16', 'Omar Kim', '/avatars/person-8.svg', 'Best coffee in the neighbourhood, hands down.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795550080-2002', NULL, false, false, false, 0, '', '', '2026-11-24 19:54:40+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (113, 1, 2, 'sbx-2-1795729696-2201', 'message', 23, 23, true, true, 'channel-2', 'northwind.coffee', '/avatars/network-2.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795729696-2201', NULL, false, false, false, 0, '', '', '2026-11-26 21:48:16+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (114, 1, 2, 'sbx-2-1795734043-2202', 'message', 23, 23, true, false, 'user-3', 'Riley Lee', '/avatars/person-3.svg', 'Do you sell gift cards?', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795734043-2202', NULL, true, false, false, 0, '', '', '2026-11-26 23:00:43+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (115, 1, 2, 'sbx-2-1795737988-2203', 'message', 23, 23, true, true, 'channel-2', 'northwind.coffee', '/avatars/network-2.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795737988-2203', NULL, false, false, false, 0, '', '', '2026-11-27 00:06:28+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (116, 1, 2, 'sbx-2-1795740459-2204', 'message', 23, 23, true, false, 'user-3', 'Riley Lee', '/avatars/person-3.svg', 'Hi! I left my umbrella at the shop yesterday, did anyone find it?', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795740459-2204', NULL, true, false, false, 0, '', '', '2026-11-27 00:47:39+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (117, 1, 2, 'sbx-2-1795745808-2205', 'message', 23, 23, true, true, 'channel-2', 'northwind.coffee', '/avatars/network-2.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795745808-2205', NULL, false, false, false, 0, '', '', '2026-11-27 02:16:48+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (118, 1, 1, 'sbx-1-1795380782-2301', 'comment', 24, 24, false, false, 'user-16', 'Omar Kim', '/avatars/person-8.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/x/northwindcoffee/1795380782-2301', NULL, false, false, false, 0, '', '', '2026-11-22 20:53:02+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (119, 1, 1, 'sbx-1-1795385012-2302', 'comment', 24, 24, false, false, 'user-18', 'Priya Kim', '/avatars/person-2.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/x/northwindcoffee/1795385012-2302', NULL, false, false, false, 0, '', '', '2026-11-22 22:03:32+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (120, 1, 1, 'sbx-1-1795385271-2303', 'comment', 24, 24, false, false, 'user-23', 'Diego Lee', '/avatars/person-7.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/x/northwindcoffee/1795385271-2303', NULL, false, false, false, 0, '', '', '2026-11-22 22:07:51+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (121, 1, 1, 'sbx-1-1795386853-2304', 'comment', 24, 24, false, false, 'user-23', 'Diego Lee', '/avatars/person-7.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/x/northwindcoffee/1795386853-2304', NULL, false, false, false, 0, '', '', '2026-11-22 22:34:13+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (122, 1, 6, 'sbx-6-1795488179-2401', 'reply', 25, 25, false, false, 'user-23', 'Diego Lee', '/avatars/person-7.svg', 'What are your opening hours on Sunday?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795488179-2401', NULL, false, false, false, 0, '', '', '2026-11-24 02:42:59+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (123, 1, 6, 'sbx-6-1795490542-2402', 'reply', 25, 25, false, false, 'user-3', 'Riley Lee', '/avatars/person-3.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795490542-2402', NULL, false, false, false, 0, '', '', '2026-11-24 03:22:22+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (124, 1, 6, 'sbx-6-1794331207-2501', 'comment', 26, 26, false, false, 'user-29', 'Zoe Lee', '/avatars/person-5.svg', 'Is this available at the Main St shop too?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1794331207-2501', NULL, false, false, false, 0, '', '', '2026-11-10 17:20:07+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (125, 1, 4, 'sbx-4-1794839449-2701', 'reply', 28, 28, false, true, 'channel-4', 'northwind-coffee-co', '/avatars/network-4.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1794839449-2701', NULL, false, false, false, 0, '', '', '2026-11-16 14:30:49+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (126, 1, 4, 'sbx-4-1794840982-2702', 'comment', 28, 28, false, false, 'user-2', 'Jordan Kim', '/avatars/person-2.svg', 'Best coffee in the neighbourhood, hands down.', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1794840982-2702', NULL, false, false, false, 0, '', '', '2026-11-16 14:56:22+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (127, 1, 4, 'sbx-4-1794845325-2703', 'comment', 28, 28, false, false, 'user-10', 'Taylor Kim', '/avatars/person-2.svg', 'Can I order this online?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1794845325-2703', NULL, false, false, false, 0, '', '', '2026-11-16 16:08:45+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (128, 1, 4, 'sbx-4-1794849206-2704', 'comment', 28, 28, false, false, 'user-28', 'Sam Kim', '/avatars/person-4.svg', 'Any chance of a decaf version?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1794849206-2704', NULL, false, false, false, 0, '', '', '2026-11-16 17:13:26+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (129, 1, 4, 'sbx-4-1794852981-2705', 'comment', 28, 28, false, false, 'user-21', 'Lena Lee', '/avatars/person-5.svg', 'Any chance of a decaf version?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1794852981-2705', NULL, false, false, false, 0, '', '', '2026-11-16 18:16:21+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (130, 1, 3, 'sbx-3-1794628479-2801', 'reply', 29, 29, false, false, 'user-20', 'Noah Kim', '/avatars/person-4.svg', 'The barista this morning was so kind, thank you.', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1794628479-2801', NULL, false, false, false, 0, '', '', '2026-11-14 03:54:39+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (131, 1, 5, 'sbx-5-1794346424-2901', 'comment', 30, 30, false, false, 'user-27', 'Sam Lee', '/avatars/person-3.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/instagram/northwind.cafe/1794346424-2901', NULL, false, false, false, 0, '', '', '2026-11-10 21:33:44+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (132, 1, 5, 'sbx-5-1794346903-2902', 'comment', 30, 30, false, false, 'user-22', 'Lena Kim', '/avatars/person-6.svg', 'The barista this morning was so kind, thank you.', NULL, 'https://sandbox.social/instagram/northwind.cafe/1794346903-2902', NULL, false, true, false, 0, '', '', '2026-11-10 21:41:43+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (133, 1, 7, 'sbx-7-1794252656-3101', 'comment', 32, 32, false, false, 'user-8', 'Morgan Kim', '/avatars/person-8.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/google/northwind-main-st/1794252656-3101', NULL, false, false, false, 0, '', '', '2026-11-09 19:30:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (134, 1, 4, 'sbx-4-1795686771-3201', 'message', 33, 33, true, true, 'channel-4', 'northwind-coffee-co', '/avatars/network-4.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1795686771-3201', NULL, false, false, false, 0, '', '', '2026-11-26 09:52:51+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (135, 1, 3, 'sbx-3-1793466529-3401', 'reply', 35, 35, false, false, 'user-10', 'Taylor Kim', '/avatars/person-2.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1793466529-3401', NULL, false, false, false, 0, '', '', '2026-10-31 17:08:49+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (136, 1, 3, 'sbx-3-1793469037-3402', 'reply', 35, 35, false, false, 'user-4', 'Riley Kim', '/avatars/person-4.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1793469037-3402', NULL, false, false, false, 0, '', '', '2026-10-31 17:50:37+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (137, 1, 5, 'sbx-5-1794334809-3501', 'message', 36, 36, true, true, 'channel-5', 'northwind.cafe', '/avatars/network-5.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/instagram/northwind.cafe/1794334809-3501', NULL, false, false, false, 0, '', '', '2026-11-10 18:20:09+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (138, 1, 5, 'sbx-5-1794338190-3502', 'message', 36, 36, true, false, 'user-19', 'Noah Lee', '/avatars/person-3.svg', 'My order this morning was missing a croissant.', NULL, 'https://sandbox.social/instagram/northwind.cafe/1794338190-3502', NULL, false, false, false, 0, '', '', '2026-11-10 19:16:30+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (139, 1, 5, 'sbx-5-1794341486-3503', 'message', 36, 36, true, true, 'channel-5', 'northwind.cafe', '/avatars/network-5.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/instagram/northwind.cafe/1794341486-3503', NULL, false, false, false, 0, '', '', '2026-11-10 20:11:26+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (140, 1, 5, 'sbx-5-1794345669-3504', 'message', 36, 36, true, false, 'user-19', 'Noah Lee', '/avatars/person-3.svg', 'My order this morning was missing a croissant.', NULL, 'https://sandbox.social/instagram/northwind.cafe/1794345669-3504', NULL, false, false, false, 0, '', '', '2026-11-10 21:21:09+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (141, 1, 2, 'sbx-2-1795650417-3701', 'message', 38, 38, true, true, 'channel-2', 'northwind.coffee', '/avatars/network-2.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795650417-3701', NULL, false, false, false, 0, '', '', '2026-11-25 23:46:57+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (142, 1, 6, 'sbx-6-1795669679-3801', 'comment', 39, 39, false, false, 'user-11', 'Elena Lee', '/avatars/person-3.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795669679-3801', NULL, true, false, false, 0, '', '', '2026-11-26 05:07:59+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (143, 1, 6, 'sbx-6-1795671106-3802', 'comment', 39, 39, false, false, 'user-4', 'Riley Kim', '/avatars/person-4.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795671106-3802', NULL, true, false, false, 0, '', '', '2026-11-26 05:31:46+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (144, 1, 6, 'sbx-6-1795671188-3803', 'comment', 39, 39, false, false, 'user-1', 'Jordan Lee', '/avatars/person-1.svg', 'Any chance of a decaf version?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795671188-3803', NULL, true, false, false, 0, '', '', '2026-11-26 05:33:08+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (145, 1, 6, 'sbx-6-1795674536-3804', 'comment', 39, 39, false, false, 'user-17', 'Priya Lee', '/avatars/person-1.svg', 'Best coffee in the neighbourhood, hands down.', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1795674536-3804', NULL, true, false, false, 0, '', '', '2026-11-26 06:28:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (146, 1, 3, 'sbx-3-1795561005-3901', 'reply', 40, 40, false, false, 'user-18', 'Priya Kim', '/avatars/person-2.svg', 'Any chance of a decaf version?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795561005-3901', NULL, false, false, false, 0, '', '', '2026-11-24 22:56:45+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (147, 1, 3, 'sbx-3-1795561408-3902', 'reply', 40, 40, false, false, 'user-20', 'Noah Kim', '/avatars/person-4.svg', 'What are your opening hours on Sunday?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795561408-3902', NULL, false, false, false, 0, '', '', '2026-11-24 23:03:28+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (148, 1, 3, 'sbx-3-1794250175-4001', 'reply', 41, 41, false, true, 'channel-3', 'northwindcoffee.bsky.social', '/avatars/network-3.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1794250175-4001', NULL, false, false, false, 0, '', '', '2026-11-09 18:49:35+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (149, 1, 3, 'sbx-3-1795261436-4401', 'comment', 45, 45, false, false, 'user-24', 'Diego Kim', '/avatars/person-8.svg', 'Best coffee in the neighbourhood, hands down.', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795261436-4401', NULL, false, false, false, 0, '', '', '2026-11-21 11:43:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (150, 1, 3, 'sbx-3-1795265806-4402', 'comment', 45, 45, false, false, 'user-28', 'Sam Kim', '/avatars/person-4.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795265806-4402', NULL, false, false, false, 0, '', '', '2026-11-21 12:56:46+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (151, 1, 3, 'sbx-3-1795267598-4403', 'comment', 45, 45, false, false, 'user-23', 'Diego Lee', '/avatars/person-7.svg', 'Any chance of a decaf version?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795267598-4403', NULL, false, false, false, 0, '', '', '2026-11-21 13:26:38+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (152, 1, 3, 'sbx-3-1795271773-4404', 'comment', 45, 45, false, false, 'user-26', 'Hana Kim', '/avatars/person-2.svg', 'Can I order this online?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795271773-4404', NULL, false, false, false, 0, '', '', '2026-11-21 14:36:13+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (153, 1, 3, 'sbx-3-1795274941-4405', 'reply', 45, 45, false, true, 'channel-3', 'northwindcoffee.bsky.social', '/avatars/network-3.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795274941-4405', NULL, false, false, false, 0, '', '', '2026-11-21 15:29:01+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (154, 1, 5, 'sbx-5-1795212086-4501', 'comment', 46, 46, false, false, 'user-1', 'Jordan Lee', '/avatars/person-1.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/instagram/northwind.cafe/1795212086-4501', NULL, false, false, false, 0, '', '', '2026-11-20 22:01:26+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (155, 1, 5, 'sbx-5-1795212416-4502', 'reply', 46, 46, false, true, 'channel-5', 'northwind.cafe', '/avatars/network-5.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/instagram/northwind.cafe/1795212416-4502', NULL, false, false, false, 0, '', '', '2026-11-20 22:06:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (156, 1, 5, 'sbx-5-1795216436-4503', 'comment', 46, 46, false, false, 'user-6', 'Avery Kim', '/avatars/person-6.svg', 'The barista this morning was so kind, thank you.', NULL, 'https://sandbox.social/instagram/northwind.cafe/1795216436-4503', NULL, false, false, false, 0, '', '', '2026-11-20 23:13:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (157, 1, 5, 'sbx-5-1795219214-4504', 'comment', 46, 46, false, false, 'user-25', 'Hana Lee', '/avatars/person-1.svg', 'Any chance of a decaf version?', NULL, 'https://sandbox.social/instagram/northwind.cafe/1795219214-4504', NULL, false, false, false, 0, '', '', '2026-11-21 00:00:14+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (158, 1, 5, 'sbx-5-1795224380-4505', 'comment', 46, 46, false, false, 'user-30', 'Zoe Kim', '/avatars/person-6.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/instagram/northwind.cafe/1795224380-4505', NULL, false, false, false, 0, '', '', '2026-11-21 01:26:20+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (159, 1, 7, 'sbx-7-1793614736-4601', 'reply', 47, 47, false, false, 'user-9', 'Taylor Lee', '/avatars/person-1.svg', 'Too sweet for me, but my partner loves it.', NULL, 'https://sandbox.social/google/northwind-main-st/1793614736-4601', NULL, false, false, false, 0, '', '', '2026-11-02 10:18:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (160, 1, 6, 'sbx-6-1794254031-4701', 'reply', 48, 48, false, false, 'user-20', 'Noah Kim', '/avatars/person-4.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1794254031-4701', NULL, false, false, false, 0, '', '', '2026-11-09 19:53:51+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (161, 1, 6, 'sbx-6-1794255056-4702', 'reply', 48, 48, false, false, 'user-26', 'Hana Kim', '/avatars/person-2.svg', 'Best coffee in the neighbourhood, hands down.', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1794255056-4702', NULL, false, false, false, 0, '', '', '2026-11-09 20:10:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (162, 1, 3, 'sbx-3-1794191884-4801', 'reply', 49, 49, false, false, 'user-32', 'Malik Kim', '/avatars/person-8.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1794191884-4801', NULL, false, false, false, 0, '', '', '2026-11-09 02:38:04+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (163, 1, 3, 'sbx-3-1794194482-4802', 'reply', 49, 49, false, false, 'user-8', 'Morgan Kim', '/avatars/person-8.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1794194482-4802', NULL, false, false, false, 0, '', '', '2026-11-09 03:21:22+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (164, 1, 2, 'sbx-2-1795743138-5001', 'message', 51, 51, true, true, 'channel-2', 'northwind.coffee', '/avatars/network-2.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795743138-5001', NULL, false, false, false, 0, '', '', '2026-11-27 01:32:18+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (165, 1, 2, 'sbx-2-1795744390-5002', 'message', 51, 51, true, false, 'user-27', 'Sam Lee', '/avatars/person-3.svg', 'Are you hiring baristas?', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795744390-5002', NULL, true, false, false, 0, '', '', '2026-11-27 01:53:10+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (166, 1, 5, 'sbx-5-1795680769-5201', 'reply', 53, 53, false, false, 'user-2', 'Jordan Kim', '/avatars/person-2.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/instagram/northwind.cafe/1795680769-5201', NULL, true, false, false, 0, '', '', '2026-11-26 08:12:49+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (167, 1, 5, 'sbx-5-1795683177-5202', 'reply', 53, 53, false, false, 'user-8', 'Morgan Kim', '/avatars/person-8.svg', 'Can I order this online?', NULL, 'https://sandbox.social/instagram/northwind.cafe/1795683177-5202', NULL, true, false, false, 0, '', '', '2026-11-26 08:52:57+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (168, 1, 2, 'sbx-2-1795163551-5301', 'comment', 54, 54, false, false, 'user-22', 'Lena Kim', '/avatars/person-6.svg', 'Too sweet for me, but my partner loves it.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795163551-5301', NULL, false, false, false, 0, '', '', '2026-11-20 08:32:31+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (169, 1, 2, 'sbx-2-1795165351-5302', 'reply', 54, 54, false, true, 'channel-2', 'northwind.coffee', '/avatars/network-2.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795165351-5302', NULL, false, false, false, 0, '', '', '2026-11-20 09:02:31+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (170, 1, 2, 'sbx-2-1795165811-5303', 'comment', 54, 54, false, false, 'user-20', 'Noah Kim', '/avatars/person-4.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795165811-5303', NULL, false, false, false, 0, '', '', '2026-11-20 09:10:11+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (171, 1, 2, 'sbx-2-1795169707-5304', 'comment', 54, 54, false, false, 'user-3', 'Riley Lee', '/avatars/person-3.svg', 'Too sweet for me, but my partner loves it.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795169707-5304', NULL, false, false, false, 0, '', '', '2026-11-20 10:15:07+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (172, 1, 2, 'sbx-2-1795174917-5305', 'comment', 54, 54, false, false, 'user-3', 'Riley Lee', '/avatars/person-3.svg', 'Any chance of a decaf version?', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795174917-5305', NULL, false, false, false, 0, '', '', '2026-11-20 11:41:57+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (173, 1, 4, 'sbx-4-1793945263-5401', 'message', 55, 55, true, true, 'channel-4', 'northwind-coffee-co', '/avatars/network-4.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1793945263-5401', NULL, false, false, false, 0, '', '', '2026-11-06 06:07:43+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (174, 1, 2, 'sbx-2-1794134236-5501', 'reply', 56, 56, false, false, 'user-25', 'Hana Lee', '/avatars/person-1.svg', 'The barista this morning was so kind, thank you.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1794134236-5501', NULL, false, false, false, 0, '', '', '2026-11-08 10:37:16+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (175, 1, 3, 'sbx-3-1793423131-5601', 'comment', 57, 57, false, false, 'user-20', 'Noah Kim', '/avatars/person-4.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1793423131-5601', NULL, false, false, false, 0, '', '', '2026-10-31 05:05:31+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (176, 1, 3, 'sbx-3-1793424605-5602', 'reply', 57, 57, false, true, 'channel-3', 'northwindcoffee.bsky.social', '/avatars/network-3.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1793424605-5602', NULL, false, false, false, 0, '', '', '2026-10-31 05:30:05+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (177, 1, 3, 'sbx-3-1795584236-5901', 'reply', 60, 60, false, false, 'user-3', 'Riley Lee', '/avatars/person-3.svg', 'Best coffee in the neighbourhood, hands down.', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795584236-5901', NULL, false, false, false, 0, '', '', '2026-11-25 05:23:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (178, 1, 3, 'sbx-3-1795586722-5902', 'reply', 60, 60, false, false, 'user-23', 'Diego Lee', '/avatars/person-7.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1795586722-5902', NULL, false, false, false, 0, '', '', '2026-11-25 06:05:22+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (179, 1, 6, 'sbx-6-1793973646-6001', 'reply', 61, 61, false, false, 'user-2', 'Jordan Kim', '/avatars/person-2.svg', 'Is this available at the Main St shop too?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1793973646-6001', NULL, false, false, false, 0, '', '', '2026-11-06 14:00:46+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (180, 1, 1, 'sbx-1-1795276404-6101', 'comment', 62, 62, false, false, 'user-12', 'Elena Kim', '/avatars/person-4.svg', 'Best coffee in the neighbourhood, hands down.', NULL, 'https://sandbox.social/x/northwindcoffee/1795276404-6101', NULL, false, false, false, 0, '', '', '2026-11-21 15:53:24+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (181, 1, 1, 'sbx-1-1795281615-6102', 'comment', 62, 62, false, false, 'user-19', 'Noah Lee', '/avatars/person-3.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/x/northwindcoffee/1795281615-6102', NULL, false, false, false, 0, '', '', '2026-11-21 17:20:15+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (182, 1, 1, 'sbx-1-1795286822-6103', 'comment', 62, 62, false, false, 'user-2', 'Jordan Kim', '/avatars/person-2.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/x/northwindcoffee/1795286822-6103', NULL, false, false, false, 0, '', '', '2026-11-21 18:47:02+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (183, 1, 1, 'sbx-1-1795288081-6104', 'comment', 62, 62, false, false, 'user-1', 'Jordan Lee', '/avatars/person-1.svg', 'Too sweet for me, but my partner loves it.', NULL, 'https://sandbox.social/x/northwindcoffee/1795288081-6104', NULL, false, false, false, 0, '', '', '2026-11-21 19:08:01+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (184, 1, 1, 'sbx-1-1795292644-6105', 'comment', 62, 62, false, false, 'user-2', 'Jordan Kim', '/avatars/person-2.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/x/northwindcoffee/1795292644-6105', NULL, false, false, false, 0, '', '', '2026-11-21 20:24:04+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (185, 1, 1, 'sbx-1-1794948002-6201', 'comment', 63, 63, false, false, 'user-30', 'Zoe Kim', '/avatars/person-6.svg', 'Can I order this online?', NULL, 'https://sandbox.social/x/northwindcoffee/1794948002-6201', NULL, false, false, false, 0, '', '', '2026-11-17 20:40:02+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (186, 1, 1, 'sbx-1-1794950561-6202', 'reply', 63, 63, false, true, 'channel-1', 'northwindcoffee', '/avatars/network-1.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/x/northwindcoffee/1794950561-6202', NULL, false, false, false, 0, '', '', '2026-11-17 21:22:41+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (187, 1, 7, 'sbx-7-1795172386-6301', 'reply', 64, 64, false, false, 'user-13', 'Chris Lee', '/avatars/person-5.svg', 'Is this available at the Main St shop too?', NULL, 'https://sandbox.social/google/northwind-main-st/1795172386-6301', NULL, false, false, false, 0, '', '', '2026-11-20 10:59:46+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (188, 1, 7, 'sbx-7-1795175091-6302', 'reply', 64, 64, false, false, 'user-6', 'Avery Kim', '/avatars/person-6.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/google/northwind-main-st/1795175091-6302', NULL, false, false, false, 0, '', '', '2026-11-20 11:44:51+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (189, 1, 4, 'sbx-4-1795594676-6401', 'comment', 65, 65, false, false, 'user-29', 'Zoe Lee', '/avatars/person-5.svg', 'The barista this morning was so kind, thank you.', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1795594676-6401', NULL, false, false, false, 0, '', '', '2026-11-25 08:17:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (190, 1, 4, 'sbx-4-1795596892-6402', 'comment', 65, 65, false, false, 'user-15', 'Omar Lee', '/avatars/person-7.svg', 'Any chance of a decaf version?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1795596892-6402', NULL, false, false, false, 0, '', '', '2026-11-25 08:54:52+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (191, 1, 4, 'sbx-4-1795601411-6403', 'reply', 65, 65, false, true, 'channel-4', 'northwind-coffee-co', '/avatars/network-4.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1795601411-6403', NULL, false, false, false, 0, '', '', '2026-11-25 10:10:11+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (192, 1, 2, 'sbx-2-1795643501-6501', 'reply', 66, 66, false, true, 'channel-2', 'northwind.coffee', '/avatars/network-2.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795643501-6501', NULL, false, false, false, 0, '', '', '2026-11-25 21:51:41+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (193, 1, 2, 'sbx-2-1795644002-6502', 'comment', 66, 66, false, false, 'user-18', 'Priya Kim', '/avatars/person-2.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795644002-6502', NULL, true, false, false, 0, '', '', '2026-11-25 22:00:02+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (194, 1, 2, 'sbx-2-1795648035-6503', 'reply', 66, 66, false, true, 'channel-2', 'northwind.coffee', '/avatars/network-2.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795648035-6503', NULL, false, false, false, 0, '', '', '2026-11-25 23:07:15+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (195, 1, 2, 'sbx-2-1795651192-6504', 'comment', 66, 66, false, false, 'user-9', 'Taylor Lee', '/avatars/person-1.svg', 'The barista this morning was so kind, thank you.', NULL, 'https://sandbox.social/facebook/northwind.coffee/1795651192-6504', NULL, true, false, false, 0, '', '', '2026-11-25 23:59:52+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (196, 1, 6, 'sbx-6-1794620877-6801', 'reply', 69, 69, false, false, 'user-12', 'Elena Kim', '/avatars/person-4.svg', 'Is this available at the Main St shop too?', NULL, 'https://sandbox.social/pinterest/northwindrecipes/1794620877-6801', NULL, false, false, false, 0, '', '', '2026-11-14 01:47:57+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (197, 1, 3, 'sbx-3-1793450481-7001', 'reply', 71, 71, false, false, 'user-12', 'Elena Kim', '/avatars/person-4.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1793450481-7001', NULL, false, false, false, 0, '', '', '2026-10-31 12:41:21+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (198, 1, 3, 'sbx-3-1793452424-7002', 'reply', 71, 71, false, false, 'user-6', 'Avery Kim', '/avatars/person-6.svg', 'The barista this morning was so kind, thank you.', NULL, 'https://sandbox.social/bluesky/northwindcoffee.bsky.social/1793452424-7002', NULL, false, false, false, 0, '', '', '2026-10-31 13:13:44+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (199, 1, 4, 'sbx-4-1795664291-7101', 'reply', 72, 72, false, false, 'user-17', 'Priya Lee', '/avatars/person-1.svg', 'Can I order this online?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1795664291-7101', NULL, true, false, false, 0, '', '', '2026-11-26 03:38:11+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (200, 1, 4, 'sbx-4-1795667975-7102', 'reply', 72, 72, false, false, 'user-24', 'Diego Kim', '/avatars/person-8.svg', 'Can I order this online?', NULL, 'https://sandbox.social/linkedin/northwind-coffee-co/1795667975-7102', NULL, true, false, false, 0, '', '', '2026-11-26 04:39:35+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (210, 2, 9, 'sbx-9-1793186456-9', 'mention', NULL, 210, false, false, 'user-23', 'Diego Lee', '/avatars/person-7.svg', '@northwind your cold brew saved my Monday', NULL, 'https://sandbox.social/instagram/harbor.books/1793186456-9', NULL, false, false, false, 0, '', '', '2026-10-28 11:20:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (209, 2, 9, 'sbx-9-1793727372-8', 'mention', NULL, 209, false, false, 'user-31', 'Malik Lee', '/avatars/person-7.svg', 'Why is the line at @northwind always so long? Worth it though', NULL, 'https://sandbox.social/instagram/harbor.books/1793727372-8', NULL, false, false, false, 0, '', '', '2026-11-03 17:36:12+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (202, 2, 8, 'sbx-8-1793910499-1', 'mention', NULL, 202, false, false, 'user-14', 'Chris Kim', '/avatars/person-6.svg', 'Has anyone tried the new cardamom buns at @northwind?', NULL, 'https://sandbox.social/x/harborbooks/1793910499-1', NULL, false, true, false, 0, '', '', '2026-11-05 20:28:19+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (206, 2, 8, 'sbx-8-1794710301-5', 'mention', NULL, 206, false, false, 'user-32', 'Malik Kim', '/avatars/person-8.svg', 'Why is the line at @northwind always so long? Worth it though', NULL, 'https://sandbox.social/x/harborbooks/1794710301-5', NULL, false, false, false, 0, '', '', '2026-11-15 02:38:21+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (212, 2, 9, 'sbx-9-1794733198-11', 'mention', NULL, 212, false, false, 'user-8', 'Morgan Kim', '/avatars/person-8.svg', 'Has anyone tried the new cardamom buns at @northwind?', NULL, 'https://sandbox.social/instagram/harbor.books/1794733198-11', NULL, false, false, false, 0, '', '', '2026-11-15 08:59:58+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (201, 2, 9, 'sbx-9-1794796235-0', 'mention', NULL, 201, false, false, 'user-19', 'Noah Lee', '/avatars/person-3.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/instagram/harbor.books/1794796235-0', NULL, false, true, false, 0, '', '', '2026-11-16 02:30:35+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (203, 2, 8, 'sbx-8-1794893205-2', 'mention', NULL, 203, false, false, 'user-14', 'Chris Kim', '/avatars/person-6.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/x/harborbooks/1794893205-2', NULL, false, false, false, 0, '', '', '2026-11-17 05:26:45+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (205, 2, 8, 'sbx-8-1795113863-4', 'message', NULL, 205, true, false, 'user-17', 'Priya Lee', '/avatars/person-1.svg', 'Could I book the back room for a birthday on Saturday?', NULL, 'https://sandbox.social/x/harborbooks/1795113863-4', NULL, false, false, false, 0, '', '', '2026-11-19 18:44:23+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (214, 2, 9, 'sbx-9-1795116945-13', 'post', NULL, 214, false, true, 'channel-9', 'harbor.books', '/avatars/network-5.svg', 'Rainy day? Our hot chocolate is back on the menu.', NULL, 'https://sandbox.social/instagram/harbor.books/1795116945-13', NULL, false, false, false, 0, '', '', '2026-11-19 19:35:45+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (213, 2, 8, 'sbx-8-1795378676-12', 'mention', NULL, 213, false, false, 'user-6', 'Avery Kim', '/avatars/person-6.svg', '@northwind do you cater for office events?', NULL, 'https://sandbox.social/x/harborbooks/1795378676-12', NULL, false, false, false, 0, '', '', '2026-11-22 20:17:56+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (208, 2, 9, 'sbx-9-1795401510-7', 'post', NULL, 208, false, true, 'channel-9', 'harbor.books', '/avatars/network-5.svg', 'Rainy day? Our hot chocolate is back on the menu.', NULL, 'https://sandbox.social/instagram/harbor.books/1795401510-7', NULL, false, false, false, 0, '', '', '2026-11-23 02:38:30+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (211, 2, 9, 'sbx-9-1795448980-10', 'message', NULL, 211, true, false, 'user-30', 'Zoe Kim', '/avatars/person-6.svg', 'My order this morning was missing a croissant.', NULL, 'https://sandbox.social/instagram/harbor.books/1795448980-10', NULL, false, false, false, 0, '', '', '2026-11-23 15:49:40+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (207, 2, 8, 'sbx-8-1795520902-6', 'message', NULL, 207, true, false, 'user-18', 'Priya Kim', '/avatars/person-2.svg', 'Are you hiring baristas?', NULL, 'https://sandbox.social/x/harborbooks/1795520902-6', NULL, false, false, false, 0, '', '', '2026-11-24 11:48:22+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (204, 2, 9, 'sbx-9-1795699122-3', 'post', NULL, 204, false, true, 'channel-9', 'harbor.books', '/avatars/network-5.svg', 'We are open late this Friday for the street festival!', NULL, 'https://sandbox.social/instagram/harbor.books/1795699122-3', NULL, false, false, false, 0, '', '', '2026-11-26 13:18:42+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (215, 2, 9, 'sbx-9-1795736148-14', 'post', NULL, 215, false, true, 'channel-9', 'harbor.books', '/avatars/network-5.svg', 'Say hi to Priya, our new head roaster.', NULL, 'https://sandbox.social/instagram/harbor.books/1795736148-14', NULL, false, false, false, 0, '', '', '2026-11-26 23:35:48+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (216, 2, 9, 'sbx-9-1794799576-1', 'reply', 201, 201, false, false, 'user-3', 'Riley Lee', '/avatars/person-3.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/instagram/harbor.books/1794799576-1', NULL, false, false, false, 0, '', '', '2026-11-16 03:26:16+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (217, 2, 8, 'sbx-8-1793912049-101', 'reply', 202, 202, false, false, 'user-6', 'Avery Kim', '/avatars/person-6.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/x/harborbooks/1793912049-101', NULL, false, false, false, 0, '', '', '2026-11-05 20:54:09+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (218, 2, 8, 'sbx-8-1793915254-102', 'reply', 202, 202, false, false, 'user-13', 'Chris Lee', '/avatars/person-5.svg', 'Can I order this online?', NULL, 'https://sandbox.social/x/harborbooks/1793915254-102', NULL, false, false, false, 0, '', '', '2026-11-05 21:47:34+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (219, 2, 8, 'sbx-8-1794896629-201', 'reply', 203, 203, false, false, 'user-25', 'Hana Lee', '/avatars/person-1.svg', 'Can I order this online?', NULL, 'https://sandbox.social/x/harborbooks/1794896629-201', NULL, false, false, false, 0, '', '', '2026-11-17 06:23:49+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (220, 2, 8, 'sbx-8-1794900689-202', 'reply', 203, 203, false, false, 'user-9', 'Taylor Lee', '/avatars/person-1.svg', 'Is this available at the Main St shop too?', NULL, 'https://sandbox.social/x/harborbooks/1794900689-202', NULL, false, false, false, 0, '', '', '2026-11-17 07:31:29+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (221, 2, 9, 'sbx-9-1795699955-301', 'comment', 204, 204, false, false, 'user-19', 'Noah Lee', '/avatars/person-3.svg', 'How long does the promotion run?', NULL, 'https://sandbox.social/instagram/harbor.books/1795699955-301', NULL, true, false, false, 0, '', '', '2026-11-26 13:32:35+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (222, 2, 9, 'sbx-9-1795700152-302', 'comment', 204, 204, false, false, 'user-27', 'Sam Lee', '/avatars/person-3.svg', 'Can I order this online?', NULL, 'https://sandbox.social/instagram/harbor.books/1795700152-302', NULL, true, false, false, 0, '', '', '2026-11-26 13:35:52+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (223, 2, 8, 'sbx-8-1795117887-401', 'message', 205, 205, true, true, 'channel-8', 'harborbooks', '/avatars/network-1.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/x/harborbooks/1795117887-401', NULL, false, false, false, 0, '', '', '2026-11-19 19:51:27+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (224, 2, 8, 'sbx-8-1795121425-402', 'message', 205, 205, true, false, 'user-17', 'Priya Lee', '/avatars/person-1.svg', 'Hi! I left my umbrella at the shop yesterday, did anyone find it?', NULL, 'https://sandbox.social/x/harborbooks/1795121425-402', NULL, false, false, false, 0, '', '', '2026-11-19 20:50:25+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (225, 2, 8, 'sbx-8-1794714321-501', 'reply', 206, 206, false, false, 'user-12', 'Elena Kim', '/avatars/person-4.svg', 'Is this available at the Main St shop too?', NULL, 'https://sandbox.social/x/harborbooks/1794714321-501', NULL, false, false, false, 0, '', '', '2026-11-15 03:45:21+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (226, 2, 8, 'sbx-8-1795521826-601', 'message', 207, 207, true, true, 'channel-8', 'harborbooks', '/avatars/network-1.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/x/harborbooks/1795521826-601', NULL, false, false, false, 0, '', '', '2026-11-24 12:03:46+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (227, 2, 8, 'sbx-8-1795525289-602', 'message', 207, 207, true, false, 'user-18', 'Priya Kim', '/avatars/person-2.svg', 'Hi! I left my umbrella at the shop yesterday, did anyone find it?', NULL, 'https://sandbox.social/x/harborbooks/1795525289-602', NULL, false, false, false, 0, '', '', '2026-11-24 13:01:29+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (228, 2, 9, 'sbx-9-1795406531-701', 'comment', 208, 208, false, false, 'user-21', 'Lena Lee', '/avatars/person-5.svg', 'Too sweet for me, but my partner loves it.', NULL, 'https://sandbox.social/instagram/harbor.books/1795406531-701', NULL, false, false, false, 0, '', '', '2026-11-23 04:02:11+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (229, 2, 9, 'sbx-9-1795409369-702', 'comment', 208, 208, false, false, 'user-14', 'Chris Kim', '/avatars/person-6.svg', 'Can I order this online?', NULL, 'https://sandbox.social/instagram/harbor.books/1795409369-702', NULL, false, false, false, 0, '', '', '2026-11-23 04:49:29+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (230, 2, 9, 'sbx-9-1795414184-703', 'reply', 208, 208, false, true, 'channel-9', 'harbor.books', '/avatars/network-5.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/instagram/harbor.books/1795414184-703', NULL, false, false, false, 0, '', '', '2026-11-23 06:09:44+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (231, 2, 9, 'sbx-9-1795414674-704', 'comment', 208, 208, false, false, 'user-14', 'Chris Kim', '/avatars/person-6.svg', 'Just tried it, absolutely loved it!', NULL, 'https://sandbox.social/instagram/harbor.books/1795414674-704', NULL, false, false, false, 0, '', '', '2026-11-23 06:17:54+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (232, 2, 9, 'sbx-9-1795415292-705', 'comment', 208, 208, false, false, 'user-18', 'Priya Kim', '/avatars/person-2.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/instagram/harbor.books/1795415292-705', NULL, false, false, false, 0, '', '', '2026-11-23 06:28:12+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (233, 2, 9, 'sbx-9-1793727941-801', 'reply', 209, 209, false, false, 'user-19', 'Noah Lee', '/avatars/person-3.svg', 'Too sweet for me, but my partner loves it.', NULL, 'https://sandbox.social/instagram/harbor.books/1793727941-801', NULL, false, false, false, 0, '', '', '2026-11-03 17:45:41+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (234, 2, 9, 'sbx-9-1795452570-1001', 'message', 211, 211, true, true, 'channel-9', 'harbor.books', '/avatars/network-5.svg', 'Thanks for writing! Let us check and get back to you.', NULL, 'https://sandbox.social/instagram/harbor.books/1795452570-1001', NULL, false, false, false, 0, '', '', '2026-11-23 16:49:30+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (235, 2, 9, 'sbx-9-1795454177-1002', 'message', 211, 211, true, false, 'user-30', 'Zoe Kim', '/avatars/person-6.svg', 'Hi! I left my umbrella at the shop yesterday, did anyone find it?', NULL, 'https://sandbox.social/instagram/harbor.books/1795454177-1002', NULL, false, false, false, 0, '', '', '2026-11-23 17:16:17+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (236, 2, 8, 'sbx-8-1795381074-1201', 'reply', 213, 213, false, false, 'user-25', 'Hana Lee', '/avatars/person-1.svg', 'Is this available at the Main St shop too?', NULL, 'https://sandbox.social/x/harborbooks/1795381074-1201', NULL, false, false, false, 0, '', '', '2026-11-22 20:57:54+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (237, 2, 8, 'sbx-8-1795384915-1202', 'reply', 213, 213, false, false, 'user-28', 'Sam Kim', '/avatars/person-4.svg', 'Do you have an oat milk option?', NULL, 'https://sandbox.social/x/harborbooks/1795384915-1202', NULL, false, false, false, 0, '', '', '2026-11-22 22:01:55+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (238, 2, 9, 'sbx-9-1795741512-1401', 'comment', 215, 215, false, false, 'user-27', 'Sam Lee', '/avatars/person-3.svg', 'Best coffee in the neighbourhood, hands down.', NULL, 'https://sandbox.social/instagram/harbor.books/1795741512-1401', NULL, true, false, false, 0, '', '', '2026-11-27 01:05:12+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (239, 2, 9, 'sbx-9-1795742481-1402', 'reply', 215, 215, false, true, 'channel-9', 'harbor.books', '/avatars/network-5.svg', 'Thank you, we are glad you like it!', NULL, 'https://sandbox.social/instagram/harbor.books/1795742481-1402', NULL, false, false, false, 0, '', '', '2026-11-27 01:21:21+00', DEFAULT, NULL);
INSERT INTO public.inbox_items OVERRIDING SYSTEM VALUE VALUES (240, 2, 9, 'sbx-9-1795745418-1403', 'comment', 215, 215, false, false, 'user-13', 'Chris Lee', '/avatars/person-5.svg', 'Too sweet for me, but my partner loves it.', NULL, 'https://sandbox.social/instagram/harbor.books/1795745418-1403', NULL, true, false, false, 0, '', '', '2026-11-27 02:10:18+00', DEFAULT, NULL);


--
-- Data for Name: inbox_reactions; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (1, 1, 'like', 'user-11', 'Elena Lee', 'user-11', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (2, 1, 'like', 'user-15', 'Omar Lee', 'user-15', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (3, 1, 'like', 'user-20', 'Noah Kim', 'user-20', '/avatars/person-4.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (4, 2, 'like', 'user-20', 'Noah Kim', 'user-20', '/avatars/person-4.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (5, 2, 'like', 'user-6', 'Avery Kim', 'user-6', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (6, 2, 'like', 'user-10', 'Taylor Kim', 'user-10', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (7, 4, 'like', 'user-3', 'Riley Lee', 'user-3', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (8, 4, 'like', 'user-18', 'Priya Kim', 'user-18', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (9, 4, 'like', 'user-5', 'Avery Lee', 'user-5', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (10, 7, 'like', 'user-24', 'Diego Kim', 'user-24', '/avatars/person-8.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (11, 7, 'like', 'user-9', 'Taylor Lee', 'user-9', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (12, 7, 'like', 'user-14', 'Chris Kim', 'user-14', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (13, 7, 'like', 'user-23', 'Diego Lee', 'user-23', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (14, 14, 'like', 'user-9', 'Taylor Lee', 'user-9', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (15, 14, 'like', 'user-23', 'Diego Lee', 'user-23', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (16, 21, 'like', 'user-18', 'Priya Kim', 'user-18', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (17, 21, 'like', 'user-17', 'Priya Lee', 'user-17', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (18, 21, 'like', 'user-6', 'Avery Kim', 'user-6', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (19, 21, 'like', 'user-26', 'Hana Kim', 'user-26', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (20, 21, 'like', 'user-11', 'Elena Lee', 'user-11', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (21, 21, 'like', 'user-31', 'Malik Lee', 'user-31', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (22, 24, 'like', 'user-9', 'Taylor Lee', 'user-9', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (23, 24, 'like', 'user-18', 'Priya Kim', 'user-18', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (24, 24, 'like', 'user-29', 'Zoe Lee', 'user-29', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (25, 24, 'like', 'user-30', 'Zoe Kim', 'user-30', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (26, 24, 'retweet', 'user-9', 'Taylor Lee', 'user-9', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (27, 24, 'retweet', 'user-18', 'Priya Kim', 'user-18', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (28, 26, 'like', 'user-4', 'Riley Kim', 'user-4', '/avatars/person-4.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (29, 26, 'like', 'user-13', 'Chris Lee', 'user-13', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (30, 26, 'like', 'user-24', 'Diego Kim', 'user-24', '/avatars/person-8.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (31, 26, 'like', 'user-26', 'Hana Kim', 'user-26', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (32, 26, 'like', 'user-7', 'Morgan Lee', 'user-7', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (33, 26, 'like', 'user-2', 'Jordan Kim', 'user-2', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (34, 28, 'like', 'user-9', 'Taylor Lee', 'user-9', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (35, 28, 'like', 'user-6', 'Avery Kim', 'user-6', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (36, 28, 'like', 'user-17', 'Priya Lee', 'user-17', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (37, 28, 'like', 'user-5', 'Avery Lee', 'user-5', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (38, 28, 'like', 'user-28', 'Sam Kim', 'user-28', '/avatars/person-4.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (39, 28, 'like', 'user-10', 'Taylor Kim', 'user-10', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (40, 30, 'like', 'user-26', 'Hana Kim', 'user-26', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (41, 30, 'like', 'user-22', 'Lena Kim', 'user-22', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (42, 30, 'like', 'user-24', 'Diego Kim', 'user-24', '/avatars/person-8.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (43, 30, 'like', 'user-8', 'Morgan Kim', 'user-8', '/avatars/person-8.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (44, 32, 'like', 'user-27', 'Sam Lee', 'user-27', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (45, 32, 'like', 'user-29', 'Zoe Lee', 'user-29', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (46, 32, 'like', 'user-10', 'Taylor Kim', 'user-10', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (47, 34, 'like', 'user-22', 'Lena Kim', 'user-22', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (48, 34, 'like', 'user-2', 'Jordan Kim', 'user-2', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (49, 39, 'like', 'user-30', 'Zoe Kim', 'user-30', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (50, 39, 'like', 'user-11', 'Elena Lee', 'user-11', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (51, 39, 'like', 'user-19', 'Noah Lee', 'user-19', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (52, 39, 'like', 'user-8', 'Morgan Kim', 'user-8', '/avatars/person-8.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (53, 41, 'like', 'user-9', 'Taylor Lee', 'user-9', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (54, 41, 'like', 'user-6', 'Avery Kim', 'user-6', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (55, 41, 'like', 'user-11', 'Elena Lee', 'user-11', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (56, 41, 'like', 'user-22', 'Lena Kim', 'user-22', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (57, 41, 'like', 'user-17', 'Priya Lee', 'user-17', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (58, 43, 'like', 'user-7', 'Morgan Lee', 'user-7', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (59, 43, 'like', 'user-24', 'Diego Kim', 'user-24', '/avatars/person-8.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (60, 43, 'like', 'user-26', 'Hana Kim', 'user-26', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (61, 43, 'like', 'user-15', 'Omar Lee', 'user-15', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (62, 45, 'like', 'user-11', 'Elena Lee', 'user-11', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (63, 46, 'like', 'user-23', 'Diego Lee', 'user-23', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (64, 46, 'like', 'user-4', 'Riley Kim', 'user-4', '/avatars/person-4.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (65, 46, 'like', 'user-18', 'Priya Kim', 'user-18', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (66, 46, 'like', 'user-31', 'Malik Lee', 'user-31', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (67, 54, 'like', 'user-19', 'Noah Lee', 'user-19', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (68, 54, 'like', 'user-30', 'Zoe Kim', 'user-30', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (69, 54, 'like', 'user-20', 'Noah Kim', 'user-20', '/avatars/person-4.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (70, 54, 'like', 'user-29', 'Zoe Lee', 'user-29', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (71, 57, 'like', 'user-4', 'Riley Kim', 'user-4', '/avatars/person-4.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (72, 57, 'like', 'user-1', 'Jordan Lee', 'user-1', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (73, 57, 'like', 'user-30', 'Zoe Kim', 'user-30', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (74, 57, 'like', 'user-22', 'Lena Kim', 'user-22', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (75, 57, 'like', 'user-10', 'Taylor Kim', 'user-10', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (76, 57, 'like', 'user-32', 'Malik Kim', 'user-32', '/avatars/person-8.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (77, 59, 'like', 'user-31', 'Malik Lee', 'user-31', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (78, 62, 'like', 'user-31', 'Malik Lee', 'user-31', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (79, 62, 'like', 'user-5', 'Avery Lee', 'user-5', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (80, 62, 'like', 'user-3', 'Riley Lee', 'user-3', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (81, 62, 'like', 'user-14', 'Chris Kim', 'user-14', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (82, 62, 'like', 'user-25', 'Hana Lee', 'user-25', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (83, 62, 'like', 'user-17', 'Priya Lee', 'user-17', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (84, 62, 'like', 'user-18', 'Priya Kim', 'user-18', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (85, 62, 'retweet', 'user-31', 'Malik Lee', 'user-31', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (86, 63, 'like', 'user-21', 'Lena Lee', 'user-21', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (87, 63, 'like', 'user-24', 'Diego Kim', 'user-24', '/avatars/person-8.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (88, 63, 'retweet', 'user-21', 'Lena Lee', 'user-21', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (89, 65, 'like', 'user-10', 'Taylor Kim', 'user-10', '/avatars/person-2.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (90, 65, 'like', 'user-32', 'Malik Kim', 'user-32', '/avatars/person-8.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (91, 65, 'like', 'user-17', 'Priya Lee', 'user-17', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (92, 73, 'like', 'user-32', 'Malik Kim', 'user-32', '/avatars/person-8.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (93, 73, 'like', 'user-9', 'Taylor Lee', 'user-9', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (94, 73, 'like', 'user-13', 'Chris Lee', 'user-13', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (95, 73, 'like', 'user-3', 'Riley Lee', 'user-3', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (96, 73, 'like', 'user-17', 'Priya Lee', 'user-17', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (97, 73, 'like', 'user-15', 'Omar Lee', 'user-15', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (98, 204, 'like', 'user-21', 'Lena Lee', 'user-21', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (99, 204, 'like', 'user-1', 'Jordan Lee', 'user-1', '/avatars/person-1.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (100, 204, 'like', 'user-5', 'Avery Lee', 'user-5', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (101, 204, 'like', 'user-6', 'Avery Kim', 'user-6', '/avatars/person-6.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (102, 208, 'like', 'user-5', 'Avery Lee', 'user-5', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (103, 208, 'like', 'user-27', 'Sam Lee', 'user-27', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (104, 208, 'like', 'user-7', 'Morgan Lee', 'user-7', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (105, 208, 'like', 'user-21', 'Lena Lee', 'user-21', '/avatars/person-5.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (106, 208, 'like', 'user-24', 'Diego Kim', 'user-24', '/avatars/person-8.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (107, 214, 'like', 'user-4', 'Riley Kim', 'user-4', '/avatars/person-4.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (108, 214, 'like', 'user-3', 'Riley Lee', 'user-3', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (109, 214, 'like', 'user-24', 'Diego Kim', 'user-24', '/avatars/person-8.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (110, 214, 'like', 'user-7', 'Morgan Lee', 'user-7', '/avatars/person-7.svg', NULL, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.inbox_reactions OVERRIDING SYSTEM VALUE VALUES (111, 214, 'like', 'user-11', 'Elena Lee', 'user-11', '/avatars/person-3.svg', NULL, '2026-11-27 05:46:16.892029+00');


--
-- Data for Name: inbox_unread_counts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.inbox_unread_counts VALUES (6, false, 7);
INSERT INTO public.inbox_unread_counts VALUES (5, false, 3);
INSERT INTO public.inbox_unread_counts VALUES (2, false, 8);
INSERT INTO public.inbox_unread_counts VALUES (4, false, 6);
INSERT INTO public.inbox_unread_counts VALUES (9, false, 4);


--
-- Data for Name: invitations; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.invitations OVERRIDING SYSTEM VALUE VALUES (1, 1, 'jo@example.test', 'collaborator', 'wQwP9C9iEqknWZN3hNn9a2gmkhGJxIcGdtw0EJ28veU', 1, '2026-12-04 05:46:20.803+00', NULL, NULL, '2026-11-27 05:46:20.805776+00');
INSERT INTO public.invitations OVERRIDING SYSTEM VALUE VALUES (2, 1, 'lee@example.test', 'admin', 'CSxjXP2P1qqodd5oPKVtNRJpq7BPKMmK81fk9AQyjvw', 1, '2026-12-04 05:46:20.834+00', '2026-11-27 05:46:20.842+00', NULL, '2026-11-27 05:46:20.834952+00');


--
-- Data for Name: login_devices; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.login_devices VALUES ('0NMsWW6-caSsIzVk6o07NSgwNV1rZLmRMb2Gx5VZdCI', 1, '2026-11-27 05:46:20.219333+00', '2026-11-27 05:46:19.634+00');
INSERT INTO public.login_devices VALUES ('MZAhLA2TmNz0L79slDJ0rknZLb9bbK4vx1RfbW0G5B8', 5, '2026-11-27 05:46:21.199239+00', '2026-11-27 05:46:21.143+00');


--
-- Data for Name: login_throttles; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: login_tickets; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: media; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.media VALUES ('7mCJ0lIT2woixpiahsdP-Q', 1, 'image/png', 6310, 64, 48, 'media/7mCJ0lIT2woixpiahsdP-Q.png', 'ac3853160dec58503f5f599a5436990116cd19f9ac9497288d45085fb064d87d', 1, '2026-11-27 05:46:20.669117+00');


--
-- Data for Name: memberships; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.memberships VALUES (1, 1, 'owner', '2026-11-27 05:46:16.892029+00');
INSERT INTO public.memberships VALUES (1, 2, 'collaborator', '2026-11-27 05:46:16.892029+00');
INSERT INTO public.memberships VALUES (2, 3, 'owner', '2026-11-27 05:46:16.892029+00');
INSERT INTO public.memberships VALUES (1, 4, 'admin', '2026-11-27 05:46:20.84952+00');
INSERT INTO public.memberships VALUES (3, 5, 'owner', '2026-11-27 05:46:21.021378+00');


--
-- Data for Name: oauth_clients; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.oauth_clients VALUES ('dashboard', 'Dashboard', NULL, '["/oauth/callback"]', '2026-11-27 05:46:16.889201+00', NULL, NULL);
INSERT INTO public.oauth_clients VALUES ('demo-app', 'Demo API client', 'scrypt$16384$cvTYuVV4cRLE8lqIq07nGg$7HKxeTHzKpkRkcJRjLP1o_nb0mJTj6p3gkiGkfzMZdk', '["http://localhost:3000/callback"]', '2026-11-27 05:46:16.892029+00', NULL, NULL);
INSERT INTO public.oauth_clients VALUES ('app_4f21e1c47e2b2701772c9402', 'Snapshot reporting', 'scrypt$16384$UcobEUlGIfSRI04bRzGA4g$TwGlpnc5sQDAxVQSfkIskpT4vszkfmugaCQiIX4NGr0', '["https://reports.example.test/cb"]', '2026-11-27 05:46:20.996337+00', 1, 1);


--
-- Data for Name: oauth_codes; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.oauth_codes OVERRIDING SYSTEM VALUE VALUES (1, 'Q-LGiq8W2jvPQRMtUbFqleiwv_c6pDTbAO6B6muy3nA', 'demo-app', 1, 1, 'http://localhost:3000/callback', NULL, '2026-11-27 05:47:20.221+00', '2026-11-27 05:46:20.429+00', '2026-11-27 05:46:20.222498+00');
INSERT INTO public.oauth_codes OVERRIDING SYSTEM VALUE VALUES (2, 'RkNlXqTNhVojNtynvchnkYgfhaxlor_iptrak9jN_g4', 'demo-app', 5, 3, 'http://localhost:3000/callback', NULL, '2026-11-27 05:47:21.199+00', '2026-11-27 05:46:21.316+00', '2026-11-27 05:46:21.20027+00');


--
-- Data for Name: posts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (58, 1, 6, 1, '0b85b25167df8440142afbf1', 'Our new cold brew, poured this morning', NULL, 'http://localhost:8787/media/7mCJ0lIT2woixpiahsdP-Q.png', false, NULL, 0, false, 1028, NULL, '2026-11-28 18:00:00+00', NULL, NULL, '2026-11-27 05:46:20.679+00', '2026-11-27 05:46:20.679+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (5, 1, 1, 1, '938bb130c49679bd2d77db3d', 'Launch day: the Northwind app is live. Order ahead, skip the line.', NULL, NULL, false, NULL, 0, false, NULL, '2026-11-29 16:15:00+00', '2026-11-29 16:15:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (59, 1, 3, 1, '8d82df25e0d6f2b7f4c05c75', 'Open late on Fridays', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-28 18:00:00+00', NULL, '2026-11-27 05:46:20.753+00', '2026-11-27 05:46:20.742+00', '2026-11-27 05:46:20.756+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (60, 3, 10, 5, '372710195f9e1bbdba280e1e', 'The first note of the engine', NULL, NULL, false, NULL, 0, false, 1024, NULL, '2026-11-27 09:00:00+00', NULL, NULL, '2026-11-27 05:46:21.341+00', '2026-11-27 05:46:21.341+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (14, 1, 3, 1, 'a6a281eb2293834dacb9d11e', 'Launch day: the Northwind app is live. Order ahead, skip the line.', NULL, NULL, false, NULL, 0, false, NULL, '2026-11-29 16:15:00+00', '2026-11-29 16:15:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (23, 1, 5, 1, '24bb8802c8d9708b9466ffff', 'Launch day: the Northwind app is live. Order ahead, skip the line.', NULL, '/demo/cardamom-buns.png', false, NULL, 0, false, NULL, '2026-11-29 16:15:00+00', '2026-11-29 16:15:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (32, 1, 7, 1, '2c1e0296c1c109936beecabc', 'Launch day: the Northwind app is live. Order ahead, skip the line.', NULL, NULL, false, NULL, 0, false, NULL, '2026-11-29 16:15:00+00', '2026-11-29 16:15:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (33, 1, 1, 1, '034e27dfdd3270c5348a8660', 'Thanks for 10k followers! Coffee is on us this Friday.', NULL, NULL, false, NULL, 2, false, NULL, NULL, '2026-11-27 02:46:17.46+00', 'X refused the post: duplicate content. Edit the text, then retry.', NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (37, 1, 1, 1, 'd439143923270867764d9cd5', 'How we pick our green coffee, from farm visit to first roast. https://northwind.example/journal/sourcing', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-26 18:00:00+00', NULL, '2026-11-26 18:00:00+00', '2026-11-25 18:00:00+00', '2026-11-26 18:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (38, 1, 1, 1, '273dee4806e054057a1d17a7', 'Cold brew season is over; hello, spiced oat latte.', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-25 22:00:00+00', NULL, '2026-11-25 22:00:00+00', '2026-11-24 22:00:00+00', '2026-11-25 22:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (39, 1, 1, 1, '639e3be988f824d6104fe28e', 'Meet Priya, our head roaster, and the three coffees she would take to a desert island.', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-24 14:00:00+00', NULL, '2026-11-24 14:00:00+00', '2026-11-23 14:00:00+00', '2026-11-24 14:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (40, 1, 2, 1, '3e6fb9e473a1b8635bd4e6de', 'Cold brew season is over; hello, spiced oat latte.', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-26 22:00:00+00', NULL, '2026-11-26 22:00:00+00', '2026-11-25 22:00:00+00', '2026-11-26 22:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (41, 1, 2, 1, 'c644d5423d0d7bbab64f1417', 'Meet Priya, our head roaster, and the three coffees she would take to a desert island.', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-25 14:00:00+00', NULL, '2026-11-25 14:00:00+00', '2026-11-24 14:00:00+00', '2026-11-25 14:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (42, 1, 2, 2, '892290bddfe04918afe01a10', 'Our single-origin Ethiopia Yirgacheffe is back: bright, floral, a little citrus. https://northwind.example/shop/yirgacheffe', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-24 18:00:00+00', NULL, '2026-11-24 18:00:00+00', '2026-11-23 18:00:00+00', '2026-11-24 18:00:00+00', NULL, 1, 'Maya Chen');
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (43, 1, 3, 1, '2d2e010666b65ba2adb9aec9', 'Meet Priya, our head roaster, and the three coffees she would take to a desert island.', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-26 14:00:00+00', NULL, '2026-11-26 14:00:00+00', '2026-11-25 14:00:00+00', '2026-11-26 14:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (44, 1, 3, 2, '8020480756ff22c5a700bffb', 'Our single-origin Ethiopia Yirgacheffe is back: bright, floral, a little citrus. https://northwind.example/shop/yirgacheffe', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-25 18:00:00+00', NULL, '2026-11-25 18:00:00+00', '2026-11-24 18:00:00+00', '2026-11-25 18:00:00+00', NULL, 1, 'Maya Chen');
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (45, 1, 3, 1, 'e2ca0508caa12b3a3a9cd3ff', 'Tip of the week: grind right before you brew. Thirty seconds makes the cup.', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-24 22:00:00+00', NULL, '2026-11-24 22:00:00+00', '2026-11-23 22:00:00+00', '2026-11-24 22:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (46, 1, 4, 2, '48ecc3e85743a5af635cfbba', 'Our single-origin Ethiopia Yirgacheffe is back: bright, floral, a little citrus. https://northwind.example/shop/yirgacheffe', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-26 18:00:00+00', NULL, '2026-11-26 18:00:00+00', '2026-11-25 18:00:00+00', '2026-11-26 18:00:00+00', NULL, 1, 'Maya Chen');
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (47, 1, 4, 1, '1ed2a9f6d9e288e223a8190c', 'Tip of the week: grind right before you brew. Thirty seconds makes the cup.', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-25 22:00:00+00', NULL, '2026-11-25 22:00:00+00', '2026-11-24 22:00:00+00', '2026-11-25 22:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (48, 1, 4, 1, '36cc73e05a070c2fbfa68362', 'Saturday cupping at the Main St roastery, 10am. Free, bring a friend.', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-24 14:00:00+00', NULL, '2026-11-24 14:00:00+00', '2026-11-23 14:00:00+00', '2026-11-24 14:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (49, 1, 5, 1, 'd550de75ea7a7d5876f5e6fc', 'Tip of the week: grind right before you brew. Thirty seconds makes the cup.', NULL, '/demo/beans.png', false, NULL, 1, false, NULL, NULL, '2026-11-26 22:00:00+00', NULL, '2026-11-26 22:00:00+00', '2026-11-25 22:00:00+00', '2026-11-26 22:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (50, 1, 5, 1, '4eb3132d10313594ad060042', 'Saturday cupping at the Main St roastery, 10am. Free, bring a friend.', NULL, '/demo/latte.png', false, NULL, 1, false, NULL, NULL, '2026-11-25 14:00:00+00', NULL, '2026-11-25 14:00:00+00', '2026-11-24 14:00:00+00', '2026-11-25 14:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (51, 1, 5, 1, 'fa2c4611007f05d846b220f8', 'New in the pastry case: cardamom buns, baked every morning.', NULL, '/demo/cardamom-buns.png', false, NULL, 1, false, NULL, NULL, '2026-11-24 18:00:00+00', NULL, '2026-11-24 18:00:00+00', '2026-11-23 18:00:00+00', '2026-11-24 18:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (52, 1, 6, 1, '41642b91d5e055847f3d9d64', 'Saturday cupping at the Main St roastery, 10am. Free, bring a friend.', NULL, '/demo/latte.png', false, NULL, 1, false, NULL, NULL, '2026-11-26 14:00:00+00', NULL, '2026-11-26 14:00:00+00', '2026-11-25 14:00:00+00', '2026-11-26 14:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (53, 1, 6, 1, '73b1633ea022b85c4b0be454', 'New in the pastry case: cardamom buns, baked every morning.', NULL, '/demo/cardamom-buns.png', false, NULL, 1, false, NULL, NULL, '2026-11-25 18:00:00+00', NULL, '2026-11-25 18:00:00+00', '2026-11-24 18:00:00+00', '2026-11-25 18:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (54, 1, 6, 2, '4e02aab6025d64649c311bf0', 'How we pick our green coffee, from farm visit to first roast. https://northwind.example/journal/sourcing', NULL, '/demo/beans.png', false, NULL, 1, false, NULL, NULL, '2026-11-24 22:00:00+00', NULL, '2026-11-24 22:00:00+00', '2026-11-23 22:00:00+00', '2026-11-24 22:00:00+00', NULL, 1, 'Maya Chen');
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (55, 1, 7, 1, '07240626ab5d8eec9abcc3ff', 'New in the pastry case: cardamom buns, baked every morning.', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-26 18:00:00+00', NULL, '2026-11-26 18:00:00+00', '2026-11-25 18:00:00+00', '2026-11-26 18:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (56, 1, 7, 2, 'dff4d80f8d993530678b97de', 'How we pick our green coffee, from farm visit to first roast. https://northwind.example/journal/sourcing', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-25 22:00:00+00', NULL, '2026-11-25 22:00:00+00', '2026-11-24 22:00:00+00', '2026-11-25 22:00:00+00', NULL, 1, 'Maya Chen');
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (57, 1, 7, 1, 'f9ef7074edd8b8d4647a4671', 'Cold brew season is over; hello, spiced oat latte.', NULL, NULL, false, NULL, 1, false, NULL, NULL, '2026-11-24 14:00:00+00', NULL, '2026-11-24 14:00:00+00', '2026-11-23 14:00:00+00', '2026-11-24 14:00:00+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (1, 1, 1, 1, '73e763e55afaa9238f7428fb', 'Our single-origin Ethiopia Yirgacheffe is back: bright, floral, a little citrus. https://northwind.example/shop/yirgacheffe', NULL, NULL, false, NULL, 0, false, 1, NULL, '2026-11-27 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (2, 1, 1, 1, 'cdd73c0ad47a296a9844a2f4', 'Tip of the week: grind right before you brew. Thirty seconds makes the cup.', NULL, NULL, false, NULL, 0, false, 2, NULL, '2026-11-27 18:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (3, 1, 1, 1, '8df13a1e08b2ce952a65574e', 'Saturday cupping at the Main St roastery, 10am. Free, bring a friend.', NULL, NULL, false, NULL, 0, false, 3, NULL, '2026-11-27 22:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (4, 1, 1, 1, '81ede00dfcb948b7cca318c4', 'New in the pastry case: cardamom buns, baked every morning.', NULL, NULL, false, NULL, 0, false, 4, NULL, '2026-11-28 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (34, 1, 1, 2, 'e83d4b851739de63cb03032b', 'Behind the counter: a day with our Main St baristas.', NULL, NULL, false, NULL, 0, true, NULL, NULL, '2026-11-28 18:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (6, 1, 2, 1, '2b0666e32cff00997646e7d3', 'Tip of the week: grind right before you brew. Thirty seconds makes the cup.', NULL, NULL, false, NULL, 0, false, 1, NULL, '2026-11-27 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (7, 1, 2, 1, '7d042a833e2f1151373c5d9f', 'Saturday cupping at the Main St roastery, 10am. Free, bring a friend.', NULL, NULL, false, NULL, 0, false, 2, NULL, '2026-11-27 18:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (8, 1, 2, 1, 'd366b6bef8b216e2b35d0716', 'New in the pastry case: cardamom buns, baked every morning.', NULL, NULL, false, NULL, 0, false, 3, NULL, '2026-11-27 22:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (9, 1, 2, 1, '0969544c30164a279981f60e', 'How we pick our green coffee, from farm visit to first roast. https://northwind.example/journal/sourcing', NULL, NULL, false, NULL, 0, false, 4, NULL, '2026-11-28 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (10, 1, 3, 1, '80991eee9ae47c795dfdc8d7', 'Saturday cupping at the Main St roastery, 10am. Free, bring a friend.', NULL, NULL, false, NULL, 0, false, 1, NULL, '2026-11-27 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (11, 1, 3, 1, '8d21d85ca731ee1167c9c79e', 'New in the pastry case: cardamom buns, baked every morning.', NULL, NULL, false, NULL, 0, false, 2, NULL, '2026-11-27 18:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (12, 1, 3, 1, '2f117d4a3a426ec2a70eb852', 'How we pick our green coffee, from farm visit to first roast. https://northwind.example/journal/sourcing', NULL, NULL, false, NULL, 0, false, 3, NULL, '2026-11-27 22:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (13, 1, 3, 1, '91caa51fd81bee7a7841fce8', 'Cold brew season is over; hello, spiced oat latte.', NULL, NULL, false, NULL, 0, false, 4, NULL, '2026-11-28 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (15, 1, 4, 1, '9ab486b6c12ff0f091b95bf2', 'New in the pastry case: cardamom buns, baked every morning.', NULL, NULL, false, NULL, 0, false, 1, NULL, '2026-11-27 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (16, 1, 4, 1, 'd13a2b652d14979d59ed2a7b', 'How we pick our green coffee, from farm visit to first roast. https://northwind.example/journal/sourcing', NULL, NULL, false, NULL, 0, false, 2, NULL, '2026-11-27 18:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (17, 1, 4, 1, '675200b0b2e36081514ee523', 'Cold brew season is over; hello, spiced oat latte.', NULL, NULL, false, NULL, 0, false, 3, NULL, '2026-11-27 22:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (18, 1, 4, 1, 'ab791bba75cc93fd40aa1f4b', 'Meet Priya, our head roaster, and the three coffees she would take to a desert island.', NULL, NULL, false, NULL, 0, false, 4, NULL, '2026-11-28 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (35, 1, 4, 2, 'b064a4dda58ef39323080069', 'Hiring: shift lead at Main St. Know someone great?', NULL, NULL, false, NULL, 0, true, NULL, NULL, '2026-11-28 18:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (19, 1, 5, 1, '5537a01686cb89e21c56d0fd', 'How we pick our green coffee, from farm visit to first roast. https://northwind.example/journal/sourcing', NULL, '/demo/cardamom-buns.png', false, NULL, 0, false, 1, NULL, '2026-11-27 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (20, 1, 5, 1, 'd0a621855e1dec79d8a36929', 'Cold brew season is over; hello, spiced oat latte.', NULL, '/demo/beans.png', false, NULL, 0, false, 2, NULL, '2026-11-27 18:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (21, 1, 5, 1, '137bfde02e3d49aa4e751e80', 'Meet Priya, our head roaster, and the three coffees she would take to a desert island.', NULL, '/demo/latte.png', false, NULL, 0, false, 3, NULL, '2026-11-27 22:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (22, 1, 5, 1, 'e692947f9eb94f5ba2edbaef', 'Our single-origin Ethiopia Yirgacheffe is back: bright, floral, a little citrus. https://northwind.example/shop/yirgacheffe', NULL, '/demo/cardamom-buns.png', false, NULL, 0, false, 4, NULL, '2026-11-28 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (36, 1, 5, 2, 'e588ce6a6fe2319622026013', 'Latte art throwdown next Thursday, 6pm. Sign-ups at the bar.', NULL, '/demo/beans.png', false, NULL, 0, true, NULL, NULL, '2026-11-28 18:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (24, 1, 6, 1, '2af95cc664cada1c69f04433', 'Cold brew season is over; hello, spiced oat latte.', NULL, '/demo/beans.png', false, NULL, 0, false, 1, NULL, '2026-11-27 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (25, 1, 6, 1, 'cc133cc1931e1d0958c2e0d3', 'Meet Priya, our head roaster, and the three coffees she would take to a desert island.', NULL, '/demo/latte.png', false, NULL, 0, false, 2, NULL, '2026-11-27 18:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (26, 1, 6, 1, 'e5f67075b6373c459b95d0ff', 'Our single-origin Ethiopia Yirgacheffe is back: bright, floral, a little citrus. https://northwind.example/shop/yirgacheffe', NULL, '/demo/cardamom-buns.png', false, NULL, 0, false, 3, NULL, '2026-11-27 22:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (27, 1, 6, 1, '0e7dc3bef83a565e78d95dae', 'Tip of the week: grind right before you brew. Thirty seconds makes the cup.', NULL, '/demo/beans.png', false, NULL, 0, false, 4, NULL, '2026-11-28 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (28, 1, 7, 1, '5724c7ed4d360f0b9898273c', 'Meet Priya, our head roaster, and the three coffees she would take to a desert island.', NULL, NULL, false, NULL, 0, false, 1, NULL, '2026-11-27 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (29, 1, 7, 1, '346d47674618564c5e5c204c', 'Our single-origin Ethiopia Yirgacheffe is back: bright, floral, a little citrus. https://northwind.example/shop/yirgacheffe', NULL, NULL, false, NULL, 0, false, 2, NULL, '2026-11-27 18:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (30, 1, 7, 1, 'a3c19f2022e8bfa980ab39df', 'Tip of the week: grind right before you brew. Thirty seconds makes the cup.', NULL, NULL, false, NULL, 0, false, 3, NULL, '2026-11-27 22:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);
INSERT INTO public.posts OVERRIDING SYSTEM VALUE VALUES (31, 1, 7, 1, '7fb4508dcdce0b1af56e0206', 'Saturday cupping at the Main St roastery, 10am. Free, bring a friend.', NULL, NULL, false, NULL, 0, false, 4, NULL, '2026-11-28 14:00:00+00', NULL, NULL, '2026-11-27 05:46:17.46+00', '2026-11-27 05:46:17.46+00', NULL, NULL, NULL);


--
-- Data for Name: queue_tails; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: sandbox_publications; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.sandbox_publications OVERRIDING SYSTEM VALUE VALUES (1, 3, 59, 'Open late on Fridays', NULL, NULL, '2026-11-27 05:46:20.753782+00');


--
-- Data for Name: setup_marks; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.setup_marks VALUES ('demo', '2026-11-27 05:46:16.892029+00');


--
-- Data for Name: short_links; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (1, 'S6skAZdq', 1, 'https://northwind.example/shop/yirgacheffe', 0, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (2, 'GGWkEq7E', 9, 'https://northwind.example/journal/sourcing', 0, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (3, 'hfBhYUA6', 12, 'https://northwind.example/journal/sourcing', 0, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (4, 'BnW68o2E', 16, 'https://northwind.example/journal/sourcing', 0, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (5, 'dDazgkpW', 19, 'https://northwind.example/journal/sourcing', 0, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (6, 'LB5BrqR4', 22, 'https://northwind.example/shop/yirgacheffe', 0, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (7, '8vhwTaTw', 26, 'https://northwind.example/shop/yirgacheffe', 0, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (8, 'MabPS3Ya', 29, 'https://northwind.example/shop/yirgacheffe', 0, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (9, 'hvdcjXaZ', 37, 'https://northwind.example/journal/sourcing', 8, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (10, 'biKVNFuw', 42, 'https://northwind.example/shop/yirgacheffe', 33, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (11, 'oNazM4Np', 44, 'https://northwind.example/shop/yirgacheffe', 19, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (12, 'jHVqYbEk', 46, 'https://northwind.example/shop/yirgacheffe', 45, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (13, 'JZCp4X6u', 54, 'https://northwind.example/journal/sourcing', 29, '2026-11-27 05:46:16.892029+00');
INSERT INTO public.short_links OVERRIDING SYSTEM VALUE VALUES (14, 'Q3y5yviM', 56, 'https://northwind.example/journal/sourcing', 15, '2026-11-27 05:46:16.892029+00');


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users OVERRIDING SYSTEM VALUE VALUES (1, 'owner@demo.test', 'Maya Chen', 'scrypt$16384$et7vj2LN_uFfKxbR0MNj9Q$s_6ts4ImxiMbnf-gaPpHoOkOn_iAMeldUVAhZ9ydxjw', '/avatars/user-1.svg', '2026-11-27 05:46:16.892029+00');
INSERT INTO public.users OVERRIDING SYSTEM VALUE VALUES (2, 'collab@demo.test', 'Sam Rivera', 'scrypt$16384$et7vj2LN_uFfKxbR0MNj9Q$s_6ts4ImxiMbnf-gaPpHoOkOn_iAMeldUVAhZ9ydxjw', '/avatars/user-2.svg', '2026-11-27 05:46:16.892029+00');
INSERT INTO public.users OVERRIDING SYSTEM VALUE VALUES (3, 'other@demo.test', 'Alex Morgan', 'scrypt$16384$et7vj2LN_uFfKxbR0MNj9Q$s_6ts4ImxiMbnf-gaPpHoOkOn_iAMeldUVAhZ9ydxjw', '/avatars/user-3.svg', '2026-11-27 05:46:16.892029+00');
INSERT INTO public.users OVERRIDING SYSTEM VALUE VALUES (4, 'lee@example.test', 'Lee Park', 'scrypt$16384$YAn5eqRj17XHMTFyM9A0XA$DxwRdgSORBPedVblxqdLFqeq_GWOPVkQYnO34Yy_yE0', '', '2026-11-27 05:46:20.84952+00');
INSERT INTO public.users OVERRIDING SYSTEM VALUE VALUES (5, 'ada@example.test', 'Ada Lovelace', 'scrypt$16384$phQJv8FaK75t64v3Zp0LBQ$-0a_CH5_kBZqPmTn7c_EUr_X0D1rXz9LGeVieaaoPOY', '', '2026-11-27 05:46:21.021378+00');


--
-- Data for Name: workspaces; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.workspaces OVERRIDING SYSTEM VALUE VALUES (1, 'Northwind Coffee', 'America/New_York', '2026-11-27 05:46:16.892029+00', NULL, true);
INSERT INTO public.workspaces OVERRIDING SYSTEM VALUE VALUES (2, 'Harbor Books', 'Europe/London', '2026-11-27 05:46:16.892029+00', NULL, true);
INSERT INTO public.workspaces OVERRIDING SYSTEM VALUE VALUES (3, 'Analytical Engines', 'Europe/London', '2026-11-27 05:46:21.021378+00', NULL, true);


--
-- Name: __drizzle_migrations_id_seq; Type: SEQUENCE SET; Schema: drizzle; Owner: -
--

SELECT pg_catalog.setval('drizzle.__drizzle_migrations_id_seq', 21, true);


--
-- Name: access_tokens_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.access_tokens_id_seq', 2, true);


--
-- Name: audit_events_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.audit_events_id_seq', 6, true);


--
-- Name: channels_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.channels_id_seq', 10, true);


--
-- Name: drafts_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.drafts_id_seq', 5, true);


--
-- Name: inbox_items_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inbox_items_id_seq', 241, true);


--
-- Name: inbox_reactions_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.inbox_reactions_id_seq', 111, true);


--
-- Name: invitations_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.invitations_id_seq', 2, true);


--
-- Name: login_tickets_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.login_tickets_id_seq', 1, false);


--
-- Name: oauth_codes_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.oauth_codes_id_seq', 2, true);


--
-- Name: posts_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.posts_id_seq', 60, true);


--
-- Name: sandbox_publications_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.sandbox_publications_id_seq', 1, true);


--
-- Name: short_links_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.short_links_id_seq', 14, true);


--
-- Name: users_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.users_id_seq', 5, true);


--
-- Name: workspaces_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.workspaces_id_seq', 3, true);


--
-- Name: __drizzle_migrations __drizzle_migrations_pkey; Type: CONSTRAINT; Schema: drizzle; Owner: -
--

ALTER TABLE ONLY drizzle.__drizzle_migrations
    ADD CONSTRAINT __drizzle_migrations_pkey PRIMARY KEY (id);


--
-- Name: access_tokens access_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.access_tokens
    ADD CONSTRAINT access_tokens_pkey PRIMARY KEY (id);


--
-- Name: access_tokens access_tokens_token_hash_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.access_tokens
    ADD CONSTRAINT access_tokens_token_hash_unique UNIQUE (token_hash);


--
-- Name: audit_events audit_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_events
    ADD CONSTRAINT audit_events_pkey PRIMARY KEY (id);


--
-- Name: channels channels_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.channels
    ADD CONSTRAINT channels_pkey PRIMARY KEY (id);


--
-- Name: connect_choices connect_choices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connect_choices
    ADD CONSTRAINT connect_choices_pkey PRIMARY KEY (key_hash);


--
-- Name: connect_requests connect_requests_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connect_requests
    ADD CONSTRAINT connect_requests_pkey PRIMARY KEY (state_hash);


--
-- Name: drafts drafts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.drafts
    ADD CONSTRAINT drafts_pkey PRIMARY KEY (id);


--
-- Name: inbox_items inbox_items_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_items
    ADD CONSTRAINT inbox_items_pkey PRIMARY KEY (id);


--
-- Name: inbox_reactions inbox_reactions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_reactions
    ADD CONSTRAINT inbox_reactions_pkey PRIMARY KEY (id);


--
-- Name: inbox_unread_counts inbox_unread_counts_channel_id_is_archived_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_unread_counts
    ADD CONSTRAINT inbox_unread_counts_channel_id_is_archived_pk PRIMARY KEY (channel_id, is_archived);


--
-- Name: invitations invitations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT invitations_pkey PRIMARY KEY (id);


--
-- Name: invitations invitations_token_hash_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT invitations_token_hash_unique UNIQUE (token_hash);


--
-- Name: login_devices login_devices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_devices
    ADD CONSTRAINT login_devices_pkey PRIMARY KEY (token_hash);


--
-- Name: login_throttles login_throttles_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_throttles
    ADD CONSTRAINT login_throttles_pkey PRIMARY KEY (key_hash);


--
-- Name: login_tickets login_tickets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_tickets
    ADD CONSTRAINT login_tickets_pkey PRIMARY KEY (id);


--
-- Name: login_tickets login_tickets_ticket_hash_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_tickets
    ADD CONSTRAINT login_tickets_ticket_hash_unique UNIQUE (ticket_hash);


--
-- Name: media media_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_pkey PRIMARY KEY (id);


--
-- Name: memberships memberships_workspace_id_user_id_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_workspace_id_user_id_pk PRIMARY KEY (workspace_id, user_id);


--
-- Name: oauth_clients oauth_clients_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.oauth_clients
    ADD CONSTRAINT oauth_clients_pkey PRIMARY KEY (id);


--
-- Name: oauth_codes oauth_codes_code_hash_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.oauth_codes
    ADD CONSTRAINT oauth_codes_code_hash_unique UNIQUE (code_hash);


--
-- Name: oauth_codes oauth_codes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.oauth_codes
    ADD CONSTRAINT oauth_codes_pkey PRIMARY KEY (id);


--
-- Name: posts posts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.posts
    ADD CONSTRAINT posts_pkey PRIMARY KEY (id);


--
-- Name: queue_tails queue_tails_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_tails
    ADD CONSTRAINT queue_tails_pkey PRIMARY KEY (channel_id);


--
-- Name: sandbox_publications sandbox_publications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sandbox_publications
    ADD CONSTRAINT sandbox_publications_pkey PRIMARY KEY (id);


--
-- Name: setup_marks setup_marks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.setup_marks
    ADD CONSTRAINT setup_marks_pkey PRIMARY KEY (name);


--
-- Name: short_links short_links_code_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.short_links
    ADD CONSTRAINT short_links_code_unique UNIQUE (code);


--
-- Name: short_links short_links_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.short_links
    ADD CONSTRAINT short_links_pkey PRIMARY KEY (id);


--
-- Name: users users_email_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_email_unique UNIQUE (email);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: workspaces workspaces_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.workspaces
    ADD CONSTRAINT workspaces_pkey PRIMARY KEY (id);


--
-- Name: access_tokens_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX access_tokens_client_idx ON public.access_tokens USING btree (client_id);


--
-- Name: access_tokens_code_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX access_tokens_code_idx ON public.access_tokens USING btree (code_id);


--
-- Name: access_tokens_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX access_tokens_user_idx ON public.access_tokens USING btree (user_id, workspace_id);


--
-- Name: audit_events_workspace_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX audit_events_workspace_idx ON public.audit_events USING btree (workspace_id, id);


--
-- Name: channels_account_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX channels_account_idx ON public.channels USING btree (workspace_id, connector, account_id) WHERE (account_id IS NOT NULL);


--
-- Name: channels_workspace_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX channels_workspace_idx ON public.channels USING btree (workspace_id);


--
-- Name: connect_choices_expiry_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX connect_choices_expiry_idx ON public.connect_choices USING btree (expires_at);


--
-- Name: connect_requests_expiry_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX connect_requests_expiry_idx ON public.connect_requests USING btree (expires_at);


--
-- Name: drafts_workspace_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX drafts_workspace_idx ON public.drafts USING btree (workspace_id, created_at);


--
-- Name: inbox_author_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inbox_author_idx ON public.inbox_items USING btree (workspace_id, author_id, is_archived, created_at, id) WHERE in_list;


--
-- Name: inbox_author_unread_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inbox_author_unread_idx ON public.inbox_items USING btree (workspace_id, author_id, is_archived, created_at, id) WHERE (in_list AND is_unread);


--
-- Name: inbox_channel_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inbox_channel_list_idx ON public.inbox_items USING btree (channel_id, is_archived, created_at, id) WHERE in_list;


--
-- Name: inbox_channel_unread_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inbox_channel_unread_idx ON public.inbox_items USING btree (channel_id, is_archived) WHERE (in_list AND is_unread);


--
-- Name: inbox_list_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inbox_list_idx ON public.inbox_items USING btree (workspace_id, is_archived, created_at, id) WHERE in_list;


--
-- Name: inbox_network_item_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX inbox_network_item_idx ON public.inbox_items USING btree (channel_id, network_id) WHERE (network_id !~ '^(sbx|sim|sandbox)-'::text);


--
-- Name: inbox_published_post_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inbox_published_post_idx ON public.inbox_items USING btree (published_post_id) WHERE (published_post_id IS NOT NULL);


--
-- Name: inbox_reactions_item_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inbox_reactions_item_idx ON public.inbox_reactions USING btree (item_id, kind);


--
-- Name: inbox_reactions_once_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX inbox_reactions_once_idx ON public.inbox_reactions USING btree (item_id, kind, profile_id);


--
-- Name: inbox_search_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inbox_search_idx ON public.inbox_items USING gin (to_tsvector('simple'::regconfig, ((author_name || ' '::text) || text))) WHERE in_list;


--
-- Name: inbox_thread_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inbox_thread_idx ON public.inbox_items USING btree (conversation_id, created_at, id);


--
-- Name: inbox_unread_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inbox_unread_idx ON public.inbox_items USING btree (workspace_id, is_archived, created_at, id) WHERE (in_list AND is_unread);


--
-- Name: invitations_workspace_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX invitations_workspace_idx ON public.invitations USING btree (workspace_id, created_at);


--
-- Name: login_devices_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_devices_user_idx ON public.login_devices USING btree (user_id);


--
-- Name: login_throttles_last_failure_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX login_throttles_last_failure_idx ON public.login_throttles USING btree (last_failure_at);


--
-- Name: media_workspace_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX media_workspace_idx ON public.media USING btree (workspace_id, created_at, id);


--
-- Name: memberships_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX memberships_user_idx ON public.memberships USING btree (user_id);


--
-- Name: posts_channel_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX posts_channel_status_idx ON public.posts USING btree (channel_id, status, queue_position);


--
-- Name: posts_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX posts_due_idx ON public.posts USING btree (due_at) WHERE ((status = 0) AND (to_approve = false));


--
-- Name: posts_hash_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX posts_hash_idx ON public.posts USING btree (hash);


--
-- Name: posts_publishing_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX posts_publishing_idx ON public.posts USING btree (updated_at) WHERE (status = 3);


--
-- Name: posts_workspace_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX posts_workspace_due_idx ON public.posts USING btree (workspace_id, due_at);


--
-- Name: posts_workspace_published_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX posts_workspace_published_idx ON public.posts USING btree (workspace_id, published_at) WHERE (status = 1);


--
-- Name: sandbox_publications_post_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sandbox_publications_post_idx ON public.sandbox_publications USING btree (post_id);


--
-- Name: short_links_post_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX short_links_post_idx ON public.short_links USING btree (post_id);


--
-- Name: inbox_items inbox_unread_count; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER inbox_unread_count AFTER INSERT OR DELETE OR UPDATE OF is_unread, is_archived, channel_id ON public.inbox_items FOR EACH ROW EXECUTE FUNCTION public.inbox_unread_count();


--
-- Name: access_tokens access_tokens_client_id_oauth_clients_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.access_tokens
    ADD CONSTRAINT access_tokens_client_id_oauth_clients_id_fk FOREIGN KEY (client_id) REFERENCES public.oauth_clients(id) ON DELETE CASCADE;


--
-- Name: access_tokens access_tokens_code_id_oauth_codes_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.access_tokens
    ADD CONSTRAINT access_tokens_code_id_oauth_codes_id_fk FOREIGN KEY (code_id) REFERENCES public.oauth_codes(id) ON DELETE SET NULL;


--
-- Name: access_tokens access_tokens_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.access_tokens
    ADD CONSTRAINT access_tokens_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: access_tokens access_tokens_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.access_tokens
    ADD CONSTRAINT access_tokens_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: audit_events audit_events_actor_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_events
    ADD CONSTRAINT audit_events_actor_id_users_id_fk FOREIGN KEY (actor_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: audit_events audit_events_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_events
    ADD CONSTRAINT audit_events_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: channels channels_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.channels
    ADD CONSTRAINT channels_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: connect_choices connect_choices_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connect_choices
    ADD CONSTRAINT connect_choices_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: connect_choices connect_choices_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connect_choices
    ADD CONSTRAINT connect_choices_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: connect_requests connect_requests_channel_id_channels_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connect_requests
    ADD CONSTRAINT connect_requests_channel_id_channels_id_fk FOREIGN KEY (channel_id) REFERENCES public.channels(id) ON DELETE CASCADE;


--
-- Name: connect_requests connect_requests_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connect_requests
    ADD CONSTRAINT connect_requests_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: connect_requests connect_requests_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connect_requests
    ADD CONSTRAINT connect_requests_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: drafts drafts_creator_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.drafts
    ADD CONSTRAINT drafts_creator_id_users_id_fk FOREIGN KEY (creator_id) REFERENCES public.users(id);


--
-- Name: drafts drafts_rejected_by_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.drafts
    ADD CONSTRAINT drafts_rejected_by_id_users_id_fk FOREIGN KEY (rejected_by_id) REFERENCES public.users(id);


--
-- Name: drafts drafts_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.drafts
    ADD CONSTRAINT drafts_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: inbox_items inbox_items_channel_id_channels_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_items
    ADD CONSTRAINT inbox_items_channel_id_channels_id_fk FOREIGN KEY (channel_id) REFERENCES public.channels(id) ON DELETE CASCADE;


--
-- Name: inbox_items inbox_items_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_items
    ADD CONSTRAINT inbox_items_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: inbox_reactions inbox_reactions_by_channel_id_channels_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_reactions
    ADD CONSTRAINT inbox_reactions_by_channel_id_channels_id_fk FOREIGN KEY (by_channel_id) REFERENCES public.channels(id) ON DELETE CASCADE;


--
-- Name: inbox_reactions inbox_reactions_item_id_inbox_items_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_reactions
    ADD CONSTRAINT inbox_reactions_item_id_inbox_items_id_fk FOREIGN KEY (item_id) REFERENCES public.inbox_items(id) ON DELETE CASCADE;


--
-- Name: inbox_unread_counts inbox_unread_counts_channel_id_channels_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inbox_unread_counts
    ADD CONSTRAINT inbox_unread_counts_channel_id_channels_id_fk FOREIGN KEY (channel_id) REFERENCES public.channels(id) ON DELETE CASCADE;


--
-- Name: invitations invitations_invited_by_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT invitations_invited_by_id_users_id_fk FOREIGN KEY (invited_by_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: invitations invitations_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.invitations
    ADD CONSTRAINT invitations_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: login_devices login_devices_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_devices
    ADD CONSTRAINT login_devices_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: login_tickets login_tickets_client_id_oauth_clients_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_tickets
    ADD CONSTRAINT login_tickets_client_id_oauth_clients_id_fk FOREIGN KEY (client_id) REFERENCES public.oauth_clients(id) ON DELETE CASCADE;


--
-- Name: login_tickets login_tickets_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.login_tickets
    ADD CONSTRAINT login_tickets_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: media media_uploaded_by_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_uploaded_by_id_users_id_fk FOREIGN KEY (uploaded_by_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: media media_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: memberships memberships_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: memberships memberships_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.memberships
    ADD CONSTRAINT memberships_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: oauth_clients oauth_clients_created_by_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.oauth_clients
    ADD CONSTRAINT oauth_clients_created_by_id_users_id_fk FOREIGN KEY (created_by_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: oauth_clients oauth_clients_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.oauth_clients
    ADD CONSTRAINT oauth_clients_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: oauth_codes oauth_codes_client_id_oauth_clients_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.oauth_codes
    ADD CONSTRAINT oauth_codes_client_id_oauth_clients_id_fk FOREIGN KEY (client_id) REFERENCES public.oauth_clients(id) ON DELETE CASCADE;


--
-- Name: oauth_codes oauth_codes_user_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.oauth_codes
    ADD CONSTRAINT oauth_codes_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;


--
-- Name: oauth_codes oauth_codes_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.oauth_codes
    ADD CONSTRAINT oauth_codes_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: posts posts_approved_by_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.posts
    ADD CONSTRAINT posts_approved_by_id_users_id_fk FOREIGN KEY (approved_by_id) REFERENCES public.users(id) ON DELETE SET NULL;


--
-- Name: posts posts_channel_id_channels_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.posts
    ADD CONSTRAINT posts_channel_id_channels_id_fk FOREIGN KEY (channel_id) REFERENCES public.channels(id) ON DELETE CASCADE;


--
-- Name: posts posts_creator_id_users_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.posts
    ADD CONSTRAINT posts_creator_id_users_id_fk FOREIGN KEY (creator_id) REFERENCES public.users(id);


--
-- Name: posts posts_workspace_id_workspaces_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.posts
    ADD CONSTRAINT posts_workspace_id_workspaces_id_fk FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id) ON DELETE CASCADE;


--
-- Name: queue_tails queue_tails_channel_id_channels_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.queue_tails
    ADD CONSTRAINT queue_tails_channel_id_channels_id_fk FOREIGN KEY (channel_id) REFERENCES public.channels(id) ON DELETE CASCADE;


--
-- Name: sandbox_publications sandbox_publications_channel_id_channels_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sandbox_publications
    ADD CONSTRAINT sandbox_publications_channel_id_channels_id_fk FOREIGN KEY (channel_id) REFERENCES public.channels(id) ON DELETE CASCADE;


--
-- Name: sandbox_publications sandbox_publications_post_id_posts_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sandbox_publications
    ADD CONSTRAINT sandbox_publications_post_id_posts_id_fk FOREIGN KEY (post_id) REFERENCES public.posts(id) ON DELETE SET NULL;


--
-- Name: short_links short_links_post_id_posts_id_fk; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.short_links
    ADD CONSTRAINT short_links_post_id_posts_id_fk FOREIGN KEY (post_id) REFERENCES public.posts(id) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--


