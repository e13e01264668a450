// The schema's types in the shape `supabase gen types typescript` produces. Written by
// `npm run db:types` from the migrations; supabase/database-types.test.ts fails when they differ.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
      analytics_daily: {
        Row: {
          business_id: string | null
          day: string
          events: number
          kind: string
          path: string
          post_id: string | null
        }
        Insert: {
          business_id?: string | null
          day: string
          events: number
          kind: string
          path: string
          post_id?: string | null
        }
        Update: {
          business_id?: string | null
          day?: string
          events?: number
          kind?: string
          path?: string
          post_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'analytics_daily_business_id_fkey'
            columns: ['business_id']
            isOneToOne: false
            referencedRelation: 'listings'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'analytics_daily_post_id_fkey'
            columns: ['post_id']
            isOneToOne: false
            referencedRelation: 'blog_posts'
            referencedColumns: ['id']
          },
        ]
      }
      analytics_daily_clients: {
        Row: {
          business_id: string
          clicks: number
          day: string
          views: number
          visitors: number
        }
        Insert: {
          business_id: string
          clicks: number
          day: string
          views: number
          visitors: number
        }
        Update: {
          business_id?: string
          clicks?: number
          day?: string
          views?: number
          visitors?: number
        }
        Relationships: [
          {
            foreignKeyName: 'analytics_daily_clients_business_id_fkey'
            columns: ['business_id']
            isOneToOne: false
            referencedRelation: 'listings'
            referencedColumns: ['id']
          },
        ]
      }
      analytics_daily_sources: {
        Row: {
          day: string
          post_id: string | null
          referrer_host: string | null
          utm_campaign: string | null
          utm_medium: string | null
          utm_source: string | null
          views: number
        }
        Insert: {
          day: string
          post_id?: string | null
          referrer_host?: string | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          views: number
        }
        Update: {
          day?: string
          post_id?: string | null
          referrer_host?: string | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          views?: number
        }
        Relationships: [
          {
            foreignKeyName: 'analytics_daily_sources_post_id_fkey'
            columns: ['post_id']
            isOneToOne: false
            referencedRelation: 'blog_posts'
            referencedColumns: ['id']
          },
        ]
      }
      analytics_daily_visitors: {
        Row: {
          day: string
          desktop_views: number
          mobile_views: number
          tablet_views: number
          views: number
          visitors: number
        }
        Insert: {
          day: string
          desktop_views?: number
          mobile_views?: number
          tablet_views?: number
          views: number
          visitors: number
        }
        Update: {
          day?: string
          desktop_views?: number
          mobile_views?: number
          tablet_views?: number
          views?: number
          visitors?: number
        }
        Relationships: []
      }
      analytics_events: {
        Row: {
          business_id: string | null
          device: string
          id: number
          kind: string
          occurred_at: string
          path: string
          post_id: string | null
          received_at: string
          referrer_host: string | null
          utm_campaign: string | null
          utm_medium: string | null
          utm_source: string | null
          visitor: string
        }
        Insert: {
          business_id?: string | null
          device: string
          id?: never
          kind: string
          occurred_at: string
          path: string
          post_id?: string | null
          received_at?: string
          referrer_host?: string | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          visitor: string
        }
        Update: {
          business_id?: string | null
          device?: string
          id?: never
          kind?: string
          occurred_at?: string
          path?: string
          post_id?: string | null
          received_at?: string
          referrer_host?: string | null
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          visitor?: string
        }
        Relationships: [
          {
            foreignKeyName: 'analytics_events_business_id_fkey'
            columns: ['business_id']
            isOneToOne: false
            referencedRelation: 'listings'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'analytics_events_post_id_fkey'
            columns: ['post_id']
            isOneToOne: false
            referencedRelation: 'blog_posts'
            referencedColumns: ['id']
          },
        ]
      }
      blog_posts: {
        Row: {
          author: string | null
          backlink_url: string | null
          breaking_at: string | null
          business_address: string | null
          business_name: string | null
          business_phone: string | null
          canonical_url: string | null
          content: string
          created_at: string
          deleted_at: string | null
          featured: boolean
          fts: unknown | null
          id: string
          image_alt: string | null
          image_ideas: string[] | null
          image_url: string | null
          keywords: string[] | null
          meta_description: string | null
          published_at: string | null
          revised_at: string | null
          slug: string
          sponsored: boolean
          status: string
          tag_slugs: string[] | null
          tags: string[] | null
          title: string
          updated_at: string
          word_count: number | null
        }
        Insert: {
          author?: string | null
          backlink_url?: string | null
          breaking_at?: string | null
          business_address?: string | null
          business_name?: string | null
          business_phone?: string | null
          canonical_url?: string | null
          content?: string
          created_at?: string
          deleted_at?: string | null
          featured?: boolean
          fts?: never
          id?: string
          image_alt?: string | null
          image_ideas?: string[] | null
          image_url?: string | null
          keywords?: string[] | null
          meta_description?: string | null
          published_at?: string | null
          revised_at?: string | null
          slug?: string | null
          sponsored?: boolean | null
          status?: string
          tag_slugs?: never
          tags?: string[] | null
          title: string
          updated_at?: string
          word_count?: never
        }
        Update: {
          author?: string | null
          backlink_url?: string | null
          breaking_at?: string | null
          business_address?: string | null
          business_name?: string | null
          business_phone?: string | null
          canonical_url?: string | null
          content?: string
          created_at?: string
          deleted_at?: string | null
          featured?: boolean
          fts?: never
          id?: string
          image_alt?: string | null
          image_ideas?: string[] | null
          image_url?: string | null
          keywords?: string[] | null
          meta_description?: string | null
          published_at?: string | null
          revised_at?: string | null
          slug?: string | null
          sponsored?: boolean | null
          status?: string
          tag_slugs?: never
          tags?: string[] | null
          title?: string
          updated_at?: string
          word_count?: never
        }
        Relationships: []
      }
      listings: {
        Row: {
          cities: string[]
          created_at: string
          description: string
          example: boolean
          hours: string
          id: string
          locality: string
          logo_path: string | null
          name: string
          pages: string[]
          phone: string
          postal_code: string
          published: boolean
          services: string[]
          sponsored: boolean
          street_address: string
          updated_at: string
          website: string | null
        }
        Insert: {
          cities: string[]
          created_at?: string
          description?: string
          example?: boolean
          hours?: string
          id?: string
          locality: string
          logo_path?: string | null
          name: string
          pages?: string[]
          phone: string
          postal_code: string
          published?: boolean
          services: string[]
          sponsored?: boolean
          street_address: string
          updated_at?: string
          website?: string | null
        }
        Update: {
          cities?: string[]
          created_at?: string
          description?: string
          example?: boolean
          hours?: string
          id?: string
          locality?: string
          logo_path?: string | null
          name?: string
          pages?: string[]
          phone?: string
          postal_code?: string
          published?: boolean
          services?: string[]
          sponsored?: boolean
          street_address?: string
          updated_at?: string
          website?: string | null
        }
        Relationships: []
      }
      mail_settings: {
        Row: {
          environment_smtp: boolean
          id: boolean
          mail_from: string | null
          postal_address: string | null
          sender_name: string | null
          smtp_url: string | null
          updated_at: string
        }
        Insert: {
          environment_smtp?: boolean
          id?: boolean
          mail_from?: string | null
          postal_address?: string | null
          sender_name?: string | null
          smtp_url?: string | null
          updated_at?: string
        }
        Update: {
          environment_smtp?: boolean
          id?: boolean
          mail_from?: string | null
          postal_address?: string | null
          sender_name?: string | null
          smtp_url?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      newsletter_deliveries: {
        Row: {
          attempts: number
          email: string
          id: number
          last_error: string | null
          next_attempt_at: string
          send_id: string
          sent_at: string | null
          status: string
          subscriber_id: string | null
        }
        Insert: {
          attempts?: number
          email: string
          id?: never
          last_error?: string | null
          next_attempt_at?: string
          send_id: string
          sent_at?: string | null
          status?: string
          subscriber_id?: string | null
        }
        Update: {
          attempts?: number
          email?: string
          id?: never
          last_error?: string | null
          next_attempt_at?: string
          send_id?: string
          sent_at?: string | null
          status?: string
          subscriber_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'newsletter_deliveries_send_id_fkey'
            columns: ['send_id']
            isOneToOne: false
            referencedRelation: 'newsletter_sends'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'newsletter_deliveries_subscriber_id_fkey'
            columns: ['subscriber_id']
            isOneToOne: false
            referencedRelation: 'newsletter_subscribers'
            referencedColumns: ['id']
          },
        ]
      }
      newsletter_sends: {
        Row: {
          created_at: string
          digest_since: string | null
          finished_at: string | null
          id: string
          kind: string
          lease_until: string | null
          leased_by: string | null
          post_id: string | null
          started_at: string | null
          status: string
          subject: string
        }
        Insert: {
          created_at?: string
          digest_since?: string | null
          finished_at?: string | null
          id?: string
          kind: string
          lease_until?: string | null
          leased_by?: string | null
          post_id?: string | null
          started_at?: string | null
          status?: string
          subject: string
        }
        Update: {
          created_at?: string
          digest_since?: string | null
          finished_at?: string | null
          id?: string
          kind?: string
          lease_until?: string | null
          leased_by?: string | null
          post_id?: string | null
          started_at?: string | null
          status?: string
          subject?: string
        }
        Relationships: [
          {
            foreignKeyName: 'newsletter_sends_post_id_fkey'
            columns: ['post_id']
            isOneToOne: false
            referencedRelation: 'blog_posts'
            referencedColumns: ['id']
          },
        ]
      }
      newsletter_subscribers: {
        Row: {
          confirm_nonce: string | null
          confirm_requested_at: string | null
          confirm_sent_at: string | null
          confirmed_at: string | null
          created_at: string
          email: string
          id: string
          status: string
          unsubscribed_at: string | null
          unsubscribed_from_send: string | null
        }
        Insert: {
          confirm_nonce?: string | null
          confirm_requested_at?: string | null
          confirm_sent_at?: string | null
          confirmed_at?: string | null
          created_at?: string
          email: string
          id?: string
          status?: string
          unsubscribed_at?: string | null
          unsubscribed_from_send?: string | null
        }
        Update: {
          confirm_nonce?: string | null
          confirm_requested_at?: string | null
          confirm_sent_at?: string | null
          confirmed_at?: string | null
          created_at?: string
          email?: string
          id?: string
          status?: string
          unsubscribed_at?: string | null
          unsubscribed_from_send?: string | null
        }
        Relationships: []
      }
      post_briefs: {
        Row: {
          brief: Json
          post_id: string
          updated_at: string
        }
        Insert: {
          brief: Json
          post_id: string
          updated_at?: string
        }
        Update: {
          brief?: Json
          post_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: 'post_briefs_post_id_fkey'
            columns: ['post_id']
            isOneToOne: true
            referencedRelation: 'blog_posts'
            referencedColumns: ['id']
          },
        ]
      }
      post_slug_redirects: {
        Row: {
          created_at: string
          old_slug: string
          post_id: string
        }
        Insert: {
          created_at?: string
          old_slug: string
          post_id: string
        }
        Update: {
          created_at?: string
          old_slug?: string
          post_id?: string
        }
        Relationships: [
          {
            foreignKeyName: 'post_slug_redirects_post_id_fkey'
            columns: ['post_id']
            isOneToOne: false
            referencedRelation: 'blog_posts'
            referencedColumns: ['id']
          },
        ]
      }
      push_deliveries: {
        Row: {
          attempts: number
          claimed_at: string | null
          id: number
          last_error: string | null
          next_attempt_at: string
          post_id: string
          send_id: string
          sent_at: string | null
          status: string
          subscription_id: string | null
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          id?: never
          last_error?: string | null
          next_attempt_at?: string
          post_id: string
          send_id: string
          sent_at?: string | null
          status?: string
          subscription_id?: string | null
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          id?: never
          last_error?: string | null
          next_attempt_at?: string
          post_id?: string
          send_id?: string
          sent_at?: string | null
          status?: string
          subscription_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'push_deliveries_send_id_fkey'
            columns: ['send_id']
            isOneToOne: false
            referencedRelation: 'push_sends'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'push_deliveries_subscription_id_fkey'
            columns: ['subscription_id']
            isOneToOne: false
            referencedRelation: 'push_subscriptions'
            referencedColumns: ['id']
          },
        ]
      }
      push_sends: {
        Row: {
          category: string | null
          created_at: string
          id: string
          payload: Json
          post_id: string
          reason: string
        }
        Insert: {
          category?: string | null
          created_at?: string
          id?: string
          payload: Json
          post_id: string
          reason: string
        }
        Update: {
          category?: string | null
          created_at?: string
          id?: string
          payload?: Json
          post_id?: string
          reason?: string
        }
        Relationships: [
          {
            foreignKeyName: 'push_sends_post_id_fkey'
            columns: ['post_id']
            isOneToOne: false
            referencedRelation: 'blog_posts'
            referencedColumns: ['id']
          },
        ]
      }
      push_subscriptions: {
        Row: {
          auth: string
          breaking: boolean
          categories: string[]
          created_at: string
          endpoint: string
          id: string
          p256dh: string
          updated_at: string
        }
        Insert: {
          auth: string
          breaking?: boolean
          categories?: string[]
          created_at?: string
          endpoint: string
          id?: string
          p256dh: string
          updated_at?: string
        }
        Update: {
          auth?: string
          breaking?: boolean
          categories?: string[]
          created_at?: string
          endpoint?: string
          id?: string
          p256dh?: string
          updated_at?: string
        }
        Relationships: []
      }
      quote_requests: {
        Row: {
          city: string
          contact: string
          contact_key: string
          created_at: string
          id: string
          listing_id: string | null
          listing_name: string | null
          message: string
          name: string
          service: string
        }
        Insert: {
          city: string
          contact: string
          contact_key: string
          created_at?: string
          id?: string
          listing_id?: string | null
          listing_name?: string | null
          message?: string
          name: string
          service: string
        }
        Update: {
          city?: string
          contact?: string
          contact_key?: string
          created_at?: string
          id?: string
          listing_id?: string | null
          listing_name?: string | null
          message?: string
          name?: string
          service?: string
        }
        Relationships: [
          {
            foreignKeyName: 'quote_requests_listing_id_fkey'
            columns: ['listing_id']
            isOneToOne: false
            referencedRelation: 'listings'
            referencedColumns: ['id']
          },
        ]
      }
      site_settings: {
        Row: {
          key: string
          updated_at: string
          value: string
        }
        Insert: {
          key: string
          updated_at?: string
          value?: string
        }
        Update: {
          key?: string
          updated_at?: string
          value?: string
        }
        Relationships: []
      }
    }
    Views: {
      newsletter_send_counts: {
        Row: {
          created_at: string | null
          failed: number | null
          finished_at: string | null
          id: string | null
          kind: string | null
          post_id: string | null
          recipients: number | null
          sent: number | null
          status: string | null
          subject: string | null
          unknown: number | null
          unsubscribed: number | null
          waiting: number | null
        }
        Relationships: []
      }
      push_send_counts: {
        Row: {
          category: string | null
          created_at: string | null
          failed: number | null
          gone: number | null
          id: string | null
          post_id: string | null
          reason: string | null
          recipients: number | null
          sent: number | null
          unknown: number | null
          waiting: number | null
        }
        Relationships: []
      }
    }
    Functions: {
      claim_deliveries: {
        Args: {
          batch?: number
          send: string
          take_over?: boolean
          worker: string
        }
        Returns: Json
      }
      claim_push_deliveries: {
        Args: {
          batch?: number
          stale_seconds?: number
        }
        Returns: Json
      }
      client_days: {
        Args: {
          from_day: string
          to_day: string
        }
        Returns: {
          business_id: string
          clicks: number
          day: string
          leads: number
          views: number
          visitors: number
        }[]
      }
      client_events_by_day: {
        Args: {
          from_at: string
          to_at: string
        }
        Returns: { business_id: string; clicks: number; day: string; views: number; visitors: number }[]
      }
      client_report: {
        Args: {
          business: string
          from_day: string
          to_day: string
        }
        Returns: Json
      }
      finish_deliveries: {
        Args: {
          results: Json
          send: string
        }
        Returns: undefined
      }
      finish_push_deliveries: {
        Args: {
          results: Json
        }
        Returns: undefined
      }
      is_listing_logo_path: {
        Args: {
          object_name: string
        }
        Returns: boolean
      }
      is_owner: {
        Args: never
        Returns: boolean
      }
      landing_listings: {
        Args: {
          city: string
          max_rows?: number
          service: string
        }
        Returns: {
          cities: string[]
          description: string
          example: boolean
          hours: string
          id: string
          locality: string
          logo_path: string
          name: string
          phone: string
          postal_code: string
          services: string[]
          sponsored: boolean
          street_address: string
          total: number
          website: string
        }[]
      }
      listing_coverage: {
        Args: never
        Returns: { city: string; listings: number; service: string }[]
      }
      post_brief: {
        Args: {
          slug: string
        }
        Returns: Json
      }
      purge_reader_events: {
        Args: never
        Returns: number
      }
      push_follower_counts: {
        Args: never
        Returns: { followers: number; topic: string }[]
      }
      push_subscribe: {
        Args: {
          auth: string
          breaking?: boolean
          categories?: string[]
          endpoint: string
          p256dh: string
        }
        Returns: undefined
      }
      push_subscription: {
        Args: {
          auth: string
          endpoint: string
        }
        Returns: { breaking: boolean; categories: string[] }[]
      }
      push_unsubscribe: {
        Args: {
          auth: string
          endpoint: string
        }
        Returns: undefined
      }
      queue_newsletter: {
        Args: {
          digest_since?: string
          kind: string
          post_id?: string
          subject: string
          test_to?: string
        }
        Returns: string
      }
      queue_push: {
        Args: {
          category: string
          payload: Json
          post: string
          reason: string
        }
        Returns: string
      }
      reader_figures: {
        Args: {
          from_day: string
          to_day: string
        }
        Returns: Json
      }
      request_quote: {
        Args: {
          city: string
          contact: string
          listing?: string
          message: string
          name: string
          service: string
        }
        Returns: undefined
      }
      roll_up_reader_events: {
        Args: {
          from_day: string
          to_day: string
        }
        Returns: number
      }
      search_posts: {
        Args: {
          after_id?: string
          after_score?: number
          page_size?: number
          q: string
        }
        Returns: {
          author: string
          backlink_url: string
          canonical_url: string
          created_at: string
          id: string
          image_url: string
          keywords: string[]
          matched_by: string
          meta_description: string
          published_at: string
          score: number
          searched_for: string
          slug: string
          snippet: string
          sponsored: boolean
          tags: string[]
          title: string
          word_count: number
        }[]
      }
      sitemap_tags: {
        Args: {
          min_stories?: number
        }
        Returns: { slug: string; stories: number }[]
      }
      slugify: {
        Args: {
          value: string
        }
        Returns: string
      }
      subscribe: {
        Args: {
          email: string
        }
        Returns: undefined
      }
      tag_slug: {
        Args: {
          tag: string
        }
        Returns: string
      }
      tag_slugs: {
        Args: {
          tags: string[]
        }
        Returns: string[]
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DefaultSchema = Database[Extract<keyof Database, 'public'>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof Database },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
    ? keyof (Database[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        Database[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
  ? (Database[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      Database[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof Database },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
    ? keyof Database[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
  ? Database[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends { Insert: infer I }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof Database },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
    ? keyof Database[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof Database }
  ? Database[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends { Update: infer U }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof Database },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof Database }
    ? keyof Database[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof Database }
  ? Database[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes'] | { schema: keyof Database },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends { schema: keyof Database }
    ? keyof Database[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof Database }
  ? Database[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never
