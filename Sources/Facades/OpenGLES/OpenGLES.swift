// The `OpenGLES` façade: OpenGL ES's scalar types (gltypes.h), which code also uses as plain
// numbers (`[GLfloat]` vertex data, colour components). Its contexts (`EAGLContext`) and drawing
// functions are not declared: Easel draws no OpenGL, and a use of them fails to build with
// Apple's name in the message.
@_exported import Foundation

public typealias GLbitfield = UInt32
public typealias GLboolean = UInt8
public typealias GLbyte = Int8
public typealias GLclampf = Float
public typealias GLenum = UInt32
public typealias GLfloat = Float
public typealias GLint = Int32
public typealias GLshort = Int16
public typealias GLsizei = Int32
public typealias GLubyte = UInt8
public typealias GLuint = UInt32
public typealias GLushort = UInt16
public typealias GLvoid = Void
public typealias GLchar = CChar
public typealias GLclampx = Int32
public typealias GLfixed = Int32
public typealias GLhalf = UInt16
public typealias GLint64 = Int64
public typealias GLuint64 = UInt64
public typealias GLintptr = Int
public typealias GLsizeiptr = Int
public typealias GLsync = OpaquePointer
