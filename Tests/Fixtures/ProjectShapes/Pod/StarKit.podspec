Pod::Spec.new do |s|
  s.name             = 'StarKit'
  s.version          = '0.1.0'
  s.summary          = 'A star, drawn.'
  s.description      = <<-DESC
    A five-pointed star whose points and colour are inspectable; the end.
  DESC
  s.homepage         = 'https://example.com/StarKit'
  s.license          = { :type => 'MIT', :file => 'LICENSE' }
  s.author           = { 'Easel' => 'easel@example.com' }
  s.source           = { :git => 'https://example.com/StarKit.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'
  s.swift_version    = '5.0'
  s.source_files     = 'StarKit/Classes/**/*'
  s.osx.source_files = 'StarKit/AppKit/**/*'
end
