import UIKit

struct User {
  var name: String
  var bio: String
  var rating: Int
  var avatar: UIImage?
}

class ProfileViewController: UIViewController {
  @IBOutlet weak var circularImageView: CircularImageView!
  @IBOutlet weak var userName: UILabel!
  @IBOutlet weak var userBio: UILabel!
  @IBOutlet weak var userRating: UILabel!

  var user: User?

  override func viewDidLoad() {
    super.viewDidLoad()
    if let user = user {
      userName.text = user.name
      userBio.text = user.bio
      circularImageView.userImage = user.avatar
      userRating.text = String(repeating: "★", count: user.rating)
    }
  }
}
