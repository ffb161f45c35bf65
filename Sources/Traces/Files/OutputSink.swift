/// An `OutputFile` fed in small pieces by an encoder's write callback (giflib's, SDL_image's): buffered, so a
/// callback a few bytes at a time costs no system call each, and remembering the first failure, which the encoder's
/// own error codes may not carry. Finished by `commit()`, which is the only way the target is replaced.
package final class OutputSink {
    private let file: OutputFile
    private var buffer: [UInt8] = []
    private var finished = false
    /// The system's reason for the first write that failed; nothing more is written after it.
    package private(set) var failure: String?
    /// How many bytes were accepted so far.
    package private(set) var count = 0
    private static let bufferLimit = 1 << 16

    package init(_ file: OutputFile) { self.file = file }

    deinit { if !finished { file.abandon() } }

    /// Takes `bytes`; false once a write has failed.
    @discardableResult
    package func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard failure == nil, !finished else { return false }
        buffer.append(contentsOf: bytes)
        count += bytes.count
        if buffer.count >= Self.bufferLimit { flush() }
        return failure == nil
    }

    /// Writes out what is buffered, flushes it to disk and puts the file in place; or, after any failure, removes
    /// what was written and says why (without the path, which the caller names).
    package func commit() throws(OutputFile.Failure) {
        guard !finished else { return }
        flush()
        finished = true
        if let failure {
            file.abandon()
            throw OutputFile.Failure(description: "\(failure); nothing was written")
        }
        if let reason = file.commit() { throw OutputFile.Failure(description: "\(reason); nothing was written") }
    }

    /// Gives up: nothing is left behind.
    package func abandon() {
        guard !finished else { return }
        finished = true
        file.abandon()
    }

    private func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        failure = file.write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
