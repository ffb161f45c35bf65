import Foundation
@testable import Scenes

/// What reading `text` as the scene file `id` stops with, or "no error": the scene tests' one way to ask.
@MainActor
func sceneFileError(_ text: String, id: String) -> String {
    do {
        _ = try SceneFile.example(text: text, id: id)
        return "no error"
    } catch {
        return error.description
    }
}
