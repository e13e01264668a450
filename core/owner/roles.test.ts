import { isOwnerMetadata } from './roles.ts'

describe('isOwnerMetadata', () => {
  it("is true only for app_metadata.role 'owner'", () => {
    expect(isOwnerMetadata({ role: 'owner', provider: 'email' })).toBe(true)
    expect(isOwnerMetadata({ role: 'editor' })).toBe(false)
    expect(isOwnerMetadata({})).toBe(false)
    expect(isOwnerMetadata(null)).toBe(false)
  })
})
