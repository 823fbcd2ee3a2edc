import Foundation
import KadoApp
import Testing

@testable import KadoWeb

/// The JSON API's answer to a full disk (docs/api.md): 507 Insufficient Storage with the code
/// `store.diskFull`, in the request's language, rather than a 500 `store.database`.
@Suite("The API answers a full disk with 507 store.diskFull")
struct DiskFullAPITests {
    @Test("507, store.diskFull, a message in the request's language", arguments: [Language.english, .french])
    func diskFull(language: Language) {
        let answer = APIError.from(.store(.diskFull(path: "/data/kado.sqlite")), t: Localizer(language: language))
        #expect(answer.status == 507)
        #expect(answer.code == "store.diskFull")
        #expect(answer.message.contains(language == .english ? "the disk is full" : "le disque est plein"))
    }
}
