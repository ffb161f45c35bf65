import ViewModel

/// Names for objects in a given order, the way a person tells them apart: the class, or `Class#n` when several
/// share it, n counting those from 1 in that order. Views (`ViewNames`) and recognizers (`RecognizerNames`) are
/// named alike. A view built from a dump is named as the dump printed it, `Class 0xADDRESS` (`PrintedIdentity`),
/// which already tells it apart.
@MainActor
func instanceNames(of objects: [AnyObject]) -> [String] {
    func baseName(_ object: AnyObject) -> String {
        (object as? UIResponder)?.printedIdentity?.name ?? className(of: object)
    }
    var perClass: [String: Int] = [:]
    for object in objects { perClass[baseName(object), default: 0] += 1 }
    var seen: [String: Int] = [:]
    return objects.map { object in
        let base = baseName(object)
        guard perClass[base, default: 0] > 1 else { return base }
        let number = seen[base, default: 0] + 1
        seen[base] = number
        return "\(base)#\(number)"
    }
}
