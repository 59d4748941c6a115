// What Darwin's socket address structures declare that Glibc's lack: the length byte BSD
// puts first (`sin_len`, `sin6_len`, `sa_len`), and with it the memberwise initializers Swift
// gives the structures on iOS (`sockaddr_in(sin_len:sin_family:sin_port:sin_addr:sin_zero:)`,
// which reachability code everywhere writes to make the zero address). Linux's structures
// have no such byte and its kernel reads none.
#if canImport(Glibc)
  import Glibc

  extension sockaddr_in {
    /// The memberwise initializer of Darwin's `sockaddr_in`.
    ///
    /// Differs from Darwin: Linux's structure has no length byte; `sin_len` is not kept.
    public init(
      sin_len: UInt8, sin_family: sa_family_t, sin_port: in_port_t, sin_addr: in_addr,
      sin_zero: (CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar)
    ) {
      let z = sin_zero
      self.init(
        sin_family: sin_family, sin_port: sin_port, sin_addr: sin_addr,
        sin_zero: (
          UInt8(bitPattern: z.0), UInt8(bitPattern: z.1), UInt8(bitPattern: z.2),
          UInt8(bitPattern: z.3), UInt8(bitPattern: z.4), UInt8(bitPattern: z.5),
          UInt8(bitPattern: z.6), UInt8(bitPattern: z.7)
        ))
    }

    /// The structure's length in bytes, Darwin's first field.
    ///
    /// Differs from Darwin: Linux's structure has no length byte; it reads as the structure's
    /// size, which is what code sets it to, and a value set is not kept.
    public var sin_len: UInt8 {
      get { UInt8(MemoryLayout<sockaddr_in>.size) }
      set {}
    }
  }

  extension sockaddr_in6 {
    /// The memberwise initializer of Darwin's `sockaddr_in6`.
    ///
    /// Differs from Darwin: Linux's structure has no length byte; `sin6_len` is not kept.
    public init(
      sin6_len: UInt8, sin6_family: sa_family_t, sin6_port: in_port_t, sin6_flowinfo: UInt32,
      sin6_addr: in6_addr, sin6_scope_id: UInt32
    ) {
      self.init(
        sin6_family: sin6_family, sin6_port: sin6_port, sin6_flowinfo: sin6_flowinfo,
        sin6_addr: sin6_addr, sin6_scope_id: sin6_scope_id)
    }

    /// The structure's length in bytes, Darwin's first field.
    ///
    /// Differs from Darwin: as `sockaddr_in.sin_len`, the size, and a value set is not kept.
    public var sin6_len: UInt8 {
      get { UInt8(MemoryLayout<sockaddr_in6>.size) }
      set {}
    }
  }

  extension sockaddr {
    /// The memberwise initializer of Darwin's `sockaddr`.
    ///
    /// Differs from Darwin: Linux's structure has no length byte; `sa_len` is not kept.
    public init(
      sa_len: UInt8, sa_family: sa_family_t,
      sa_data: (
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar
      )
    ) {
      self.init(sa_family: sa_family, sa_data: sa_data)
    }

    /// The structure's length in bytes, Darwin's first field.
    ///
    /// Differs from Darwin: as `sockaddr_in.sin_len`, the size, and a value set is not kept.
    public var sa_len: UInt8 {
      get { UInt8(MemoryLayout<sockaddr>.size) }
      set {}
    }
  }
#endif
